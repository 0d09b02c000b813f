import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import { applyMediate } from './apply-mediate.ts';
import { contractList } from './contract-list.ts';
import { contractPdf } from './contract-pdf.ts';
import { getContract } from './get-contract.ts';
import { getExeperienceType } from './get-exeperience-type.ts';
import { getMediateData } from './get-mediate-data.ts';
import { getMediateInfo } from './get-mediate-info.ts';
import { getMediaterequest } from './get-mediaterequest.ts';
import { myMediateInfo } from './my-mediate-info.ts';
import { myMediateInfoCount } from './my-mediate-info-count.ts';
import { reportGetInfo } from './report-get-info.ts';
import { reportPageList } from './report-page-list.ts';
import { saveContract } from './save-contract.ts';
import { withdrawMediate } from './withdraw-mediate.ts';

/** The portal's mediation API: reference data and statistics for anyone, cases, agreements and reports for their owner. */
export async function mediationRoutes(app: FastifyInstance) {
  await app.register(getExeperienceType);
  await app.register(getMediaterequest);
  await app.register(getMediateData);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    await signedIn.register(applyMediate);
    await signedIn.register(myMediateInfo);
    await signedIn.register(myMediateInfoCount);
    await signedIn.register(getMediateInfo);
    await signedIn.register(withdrawMediate);
    await signedIn.register(getContract);
    await signedIn.register(contractList);
    await signedIn.register(contractPdf);
    await signedIn.register(saveContract);
    await signedIn.register(reportPageList);
    await signedIn.register(reportGetInfo);
  });
}
