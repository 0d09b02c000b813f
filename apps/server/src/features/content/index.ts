import type { FastifyInstance } from 'fastify';
import { aboutUsList } from './about-us-list.ts';
import { certificateList } from './certificate-list.ts';
import { latestNewsDetail } from './latest-news-detail.ts';
import { latestNewsList } from './latest-news-list.ts';
import { partnerList } from './partner-list.ts';
import { planDetail } from './plan-detail.ts';
import { planList } from './plan-list.ts';
import { rightsProtectionDetail } from './rights-protection-detail.ts';
import { rightsProtectionList } from './rights-protection-list.ts';
import { serviceDetail } from './service-detail.ts';
import { serviceList } from './service-list.ts';

/** The portal's published content, for anyone. Each route's schemas come from its definition in contracts (contentApi). */
export async function contentRoutes(app: FastifyInstance) {
  await app.register(latestNewsList);
  await app.register(latestNewsDetail);
  await app.register(rightsProtectionList);
  await app.register(rightsProtectionDetail);
  await app.register(planList);
  await app.register(planDetail);
  await app.register(serviceList);
  await app.register(serviceDetail);
  await app.register(aboutUsList);
  await app.register(certificateList);
  await app.register(partnerList);
}
