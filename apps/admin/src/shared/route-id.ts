import { useParams } from 'react-router';

/** A positive database id from the address (`/cases/12`), or null for anything else. */
export function useRouteId(param: string): number | null {
  const id = Number(useParams()[param]);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
