// Where a party read or signed from, as an agreement's audit trail keeps it: the address and the browser; and the
// signing a party's request asks for.
import type { CaseParty, saveContractBody, z } from '@platform/contracts';
import type { Db, MediationCaseRow } from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { signerIdentityOf } from './agreements-repo.ts';
import type { SignAgreementInput } from './sign-agreement.ts';

export const signerClient = (req: FastifyRequest) => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent']?.slice(0, 400) ?? null,
});

/** What either party's signing endpoint receives: the agreement, the text read, and the signature. */
type SignatureSent = z.output<typeof saveContractBody>;

/** The signing `party` of `row`'s case asks for, as the identity the service established for it, from where it asked. */
export async function signingAsked(
  tx: Db,
  req: FastifyRequest,
  row: MediationCaseRow,
  party: CaseParty,
  signerUserId: number | null,
  body: SignatureSent,
): Promise<SignAgreementInput> {
  return {
    agreementId: body.id,
    party,
    signerUserId,
    identity: await signerIdentityOf(tx, row, party),
    typedName: body.signerName,
    method: body.method,
    image: body.image,
    textSha256: body.textSha256,
    ...signerClient(req),
  };
}
