import { MESSAGES, type MessageKey, translateMessage } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './language.ts';

/** A catalogue message in the request's language, for success `msg`s. */
export const say = (req: FastifyRequest, key: MessageKey) => translateMessage(MESSAGES[key].en, requestLanguage(req));
