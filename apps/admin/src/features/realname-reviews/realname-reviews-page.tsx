import { Stack } from '@mantine/core';
import { PageHeader } from '../../shared/page-header.tsx';
import { ResourceList } from '../../shared/resource/resource-list.tsx';
import { RoleGate } from '../../shared/role-gate.tsx';
import { useAppTexts } from '../../shared/texts.ts';
import type { ScreenTexts } from './i18n.ts';
import { useRealNameList } from './realname-list.tsx';

function RealNameQueue() {
  return (
    <Stack>
      <ResourceList list={useRealNameList()} />
    </Stack>
  );
}

export function RealNameReviewsPage() {
  const { t } = useAppTexts<ScreenTexts>();
  return (
    <Stack>
      <PageHeader title={t('realNameReviews.title')} intro={t('realNameReviews.intro')} />
      <RoleGate roles={['reviewer', 'admin']} text={t('realNameReviews.review.notAllowed')}>
        <RealNameQueue />
      </RoleGate>
    </Stack>
  );
}
