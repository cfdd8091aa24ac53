import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** react-hook-form validated by a contract schema: the same rules and texts as the server. */
export function useZodForm<TValues extends FieldValues>(
  schema: z.ZodType<TValues>,
  defaultValues: TValues,
) {
  return useForm<TValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<TValues>,
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
