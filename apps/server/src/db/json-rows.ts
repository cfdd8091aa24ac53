import { sql, type SQL } from 'drizzle-orm';

/**
 * A batch as ONE parameter (JSON) for statements whose size grows with the batch (the outbox's
 * batch consumers, decision 179). drizzle builds each parameter with several prototype checks,
 * so a row of values per round cost about a third of a delivery's CPU; one parameter also stays
 * far from PostgreSQL's limit of 65,535 per statement.
 */

/**
 * The rows as a set: `FROM ${jsonRecordset(rows)} AS v(user_id text, net bigint)`. Each row's
 * keys are the column names of the AS list, whose types convert the JSON values.
 */
export function jsonRecordset(rows: readonly object[]): SQL {
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;
}

/** The values as one text[], in their order: cast it (`::bigint[]`) to compare with numbers. */
export function jsonTextArray(values: readonly (string | number)[]): SQL {
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
