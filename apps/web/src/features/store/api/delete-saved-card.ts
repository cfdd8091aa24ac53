import { deleteSavedCardContract } from '@casino/contracts/rest/payments/delete-saved-card';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getSavedCardsQueryOptions } from '#src/features/store/api/get-saved-cards';
import { apiRequest } from '#src/lib/api-client';

export async function deleteSavedCard(paymentHandleId: number) {
  return (await apiRequest(deleteSavedCardContract, { query: { paymentHandleId } })).data;
}

/** Removes a card; the list is read again whether it worked or another tab removed it first. */
export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedCard,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSavedCardsQueryOptions().queryKey }),
  });
}
