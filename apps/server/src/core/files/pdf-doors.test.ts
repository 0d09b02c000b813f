// Every upload door refuses each PDF that got past the parser's view (issue 28 §2), decided from its bytes, and still
// takes ordinary PDFs: a hand-written one, one pdf-lib writes (object streams), the platform's own agreement PDF.
import { filesApi, MESSAGES, mediationAdminApi, pathWith, respondentApi } from '@platform/contracts';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRespondentLink } from '../../features/mediation/respondent/respondent-links.ts';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { signUp } from '../../testing/api.ts';
import { caseWithAgreement } from '../../testing/mediation-test-kit.ts';
import { multipart, type Part, pdf } from '../../testing/multipart.ts';
import { probePdfs } from '../../testing/pdf-probes.ts';
import { useTestApp } from '../../testing/test-app.ts';

let user: string;
let mediator: string;
let respondentToken: string;
let agreementPdf: Buffer;
const t = useTestApp();
beforeAll(async () => {
  const operator = await createOperator(t.app, t.admin, ['mediator']);
  mediator = operator.token;
  user = (await signUp(t.app)).token;
  const { caseId, agreement } = await caseWithAgreement(t.app, user, mediator);
  respondentToken = (
    await createRespondentLink(t.app.db, { caseId, channel: 'email', note: null, sentBy: operator.userId })
  ).token;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api${pathWith(mediationAdminApi.agreementPdf.path, { id: agreement.id })}`,
    headers: { authorization: mediator },
  });
  expect(res.statusCode).toBe(200);
  agreementPdf = res.rawPayload;
});

const doors = [
  { name: 'a user', path: filesApi.uploadOne.path, auth: () => user, fields: (): Part[] => [] },
  {
    name: 'an operator publishing',
    path: filesApi.uploadOne.path,
    auth: () => t.admin,
    fields: (): Part[] => [{ name: 'visibility', value: 'public' }],
  },
  {
    name: "the respondent's link",
    path: respondentApi.upload.path,
    auth: () => '',
    fields: (): Part[] => [{ name: 'token', value: respondentToken }],
  },
];

async function upload(door: (typeof doors)[number], content: Buffer) {
  const { payload, headers } = multipart([
    ...door.fields(),
    { name: 'file', filename: 'statement.pdf', content, type: 'application/pdf' },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${door.path}`,
    payload,
    headers: { ...headers, ...(door.auth() ? { authorization: door.auth() } : {}) },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('every upload door decides a PDF from its bytes', () => {
  for (const door of doors) {
    describe(door.name, () => {
      for (const [name, build] of Object.entries(probePdfs)) {
        it(`refuses ${name}`, async () => {
          const res = await upload(door, build());
          expect([name, res.status]).toEqual([name, 415]);
          const key = name === 'an encrypted document' ? 'pdfEncrypted' : 'pdfRefused';
          expect(res.body.data).toEqual([{ field: 'file', message: MESSAGES[key].en }]);
        });
      }

      it('takes ordinary PDFs: hand-written, written by pdf-lib, the agreement the platform makes', async () => {
        const doc = await PDFDocument.create();
        doc.setTitle('Bank statement');
        doc
          .addPage([595, 842])
          .drawText('Transfer of 100.00 USD, see https://bank.example/statement', { x: 50, y: 780 });
        for (const content of [pdf(), Buffer.from(await doc.save()), agreementPdf]) {
          const res = await upload(door, content);
          expect(res.status).toBe(200);
          expect(res.body.data.mime).toBe('application/pdf');
        }
      });
    });
  }
});
