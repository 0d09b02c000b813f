import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import { getFile } from './get-file.ts';
import { localFileStorage } from './storage.ts';
import { uploadOne } from './upload-one.ts';

export async function fileRoutes(app: FastifyInstance) {
  const storage = localFileStorage(app.config.dataDir);
  await app.register(multipart, { limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 5 } });
  await app.register(getFile(storage));
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    await signedIn.register(uploadOne(storage));
  });
}
