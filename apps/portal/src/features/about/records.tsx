import { Anchor, Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import type { CertificateView, PartnerView } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fileUrl, useFormat } from '../../lib/format.ts';
import { certificatesQuery, partnersQuery } from './api.ts';
import { ABOUT } from './texts.ts';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return url;
  }
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" mt={4}>
      <Text span size="sm" c="dimmed">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

function VerifyLink({ url }: { url: string | null }) {
  const { t } = useTexts(ABOUT);
  if (!url) return null;
  return (
    <Anchor href={url} rel="noreferrer" size="sm" display="block" mt={4}>
      {t('aboutUs.verifyLink', { host: hostOf(url) })}
    </Anchor>
  );
}

function Certificate({ item }: { item: CertificateView }) {
  const { t } = useTexts(ABOUT);
  const format = useFormat();
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="certificate">
      {item.image && <Image src={fileUrl(item.image)} alt="" h={120} fit="contain" mb="sm" />}
      <Title order={3} size="h4">
        {item.name}
      </Title>
      <Field label={t('aboutUs.issuer')}>{item.issuer}</Field>
      {item.number && <Field label={t('aboutUs.number')}>{item.number}</Field>}
      {item.issuedOn && <Field label={t('aboutUs.issuedOn')}>{format.date(item.issuedOn)}</Field>}
      {item.expiresOn && <Field label={t('aboutUs.expiresOn')}>{format.date(item.expiresOn)}</Field>}
      <Field label={t('aboutUs.verify')}>{item.verifyHow}</Field>
      <VerifyLink url={item.verifyUrl} />
    </Card>
  );
}

function Partner({ item }: { item: PartnerView }) {
  const { t } = useTexts(ABOUT);
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="partner">
      {item.logo && <Image src={fileUrl(item.logo)} alt="" h={60} fit="contain" mb="sm" />}
      <Title order={3} size="h4">
        {item.name}
      </Title>
      <Field label={t('aboutUs.relationship')}>{item.relationship}</Field>
      {item.website && (
        <Field label={t('aboutUs.website')}>
          <Anchor href={item.website} rel="noreferrer" size="sm">
            {hostOf(item.website)}
          </Anchor>
        </Field>
      )}
      <Field label={t('aboutUs.verify')}>{item.verifyHow}</Field>
      <VerifyLink url={item.verifyUrl} />
    </Card>
  );
}

/** The certificates: only operator-entered records that name the issuer and how to verify them. */
export function Certificates() {
  const { t } = useTexts(ABOUT);
  return (
    <>
      <Text c="dimmed" mb="md">
        {t('aboutUs.certificatesIntro')}
      </Text>
      <QueryState
        query={useQuery(certificatesQuery())}
        emptyText={t('aboutUs.certificatesEmpty')}
        isEmpty={(d) => !d.length}
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {items.map((item) => (
              <Certificate key={item.id} item={item} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </>
  );
}

export function Partners() {
  const { t } = useTexts(ABOUT);
  return (
    <>
      <Text c="dimmed" mb="md">
        {t('aboutUs.partnersIntro')}
      </Text>
      <QueryState query={useQuery(partnersQuery())} emptyText={t('aboutUs.partnersEmpty')} isEmpty={(d) => !d.length}>
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            {items.map((item) => (
              <Partner key={item.id} item={item} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </>
  );
}
