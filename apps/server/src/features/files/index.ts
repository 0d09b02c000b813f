import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { localFileStorage } from '../../core/files/storage.ts';
import { getFile } from './get-file.ts';
import { uploadOne } from './upload-one.ts';

/** Uploads and reading stored files back. Each route's caller, limits and schemas come from its definition in contracts. */
export async function fileRoutes(app: FastifyInstance) {
  const storage = localFileStorage(app.config.dataDir);
  await app.register(multipart, { limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 5 } });
  await app.register(getFile(storage));
  await app.register(uploadOne(storage));
}
