// How a person is named to others: first and last name, or the username when they gave none.
// As SQL, so lists and aggregates name people without loading their rows.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export function personNameSql(person: { firstName: AnyColumn; lastName: AnyColumn; username: AnyColumn }): SQL<string> {
  return sql<string>`coalesce(nullif(trim(concat_ws(' ', ${person.firstName}, ${person.lastName})), ''), ${person.username})`;
}
