import { idParam } from '@platform/contracts';
import { useParams } from 'react-router';

/** Text that names a record: digits only, within the contract's ids (1 to 2,147,483,647). */
export const isRecordId = (text: string) => /^\d+$/.test(text) && idParam.safeParse(text).success;

/** A positive database id from the address (`/cases/12`), or null for anything else. */
export function useRouteId(param: string): number | null {
  const text = useParams()[param] ?? '';
  return isRecordId(text) ? Number(text) : null;
}
