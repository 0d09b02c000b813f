// The ledger refuses a movement that would leave a user account below zero available (`insufficientBalance`); an
// action may tell the user that in its own words, on its own field.
import { AppError } from '../../lib/app-error.ts';

/** What `move` answers; when the ledger refuses it for too little available balance, `refusal()` is thrown instead. */
export async function refusingShortfall<T>(refusal: () => AppError, move: () => Promise<T>): Promise<T> {
  try {
    return await move();
  } catch (error) {
    if (error instanceof AppError && error.messageKey === 'insufficientBalance') throw refusal();
    throw error;
  }
}
