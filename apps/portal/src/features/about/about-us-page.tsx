import { Anchor, Grid, Image, Stack, Title } from '@mantine/core';
import { EmptyState, LoadingState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { fileUrl } from '../../lib/format.ts';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { Page } from '../../lib/ui/page.tsx';
import { RichText } from '../../lib/ui/rich-text.tsx';
import { aboutSectionsQuery } from './api.ts';
import { Certificates, Partners } from './records.tsx';
import { ABOUT } from './texts.ts';

/** Tags whose content is a list of verifiable records rather than a written section. */
const RECORD_TAGS = ['certificates', 'partners'] as const;

/** `/aboutUs/{tag?}`: the about-us sections by tag; without a tag, the first one. */
export function AboutUsPage() {
  const { t, i18n } = useTexts(ABOUT);
  const tag = useParams().tag;
  const sections = useQuery(aboutSectionsQuery(i18n.language));
  const written = (sections.data ?? []).filter((s) => !(RECORD_TAGS as readonly string[]).includes(s.tag));
  const current = tag ?? written[0]?.tag ?? 'certificates';
  const section = written.find((s) => s.tag === current);
  const isRecords = (RECORD_TAGS as readonly string[]).includes(current);

  if (sections.isSuccess && !section && !isRecords) return <NotFoundPage />;

  const tabs = [
    ...written.map((s) => ({ tag: s.tag, label: s.title })),
    { tag: 'certificates', label: t('aboutUs.certificates') },
    { tag: 'partners', label: t('aboutUs.partners') },
  ];

  return (
    <Page title={t('aboutUs.title')} intro={t('aboutUs.intro')}>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Stack component="nav" aria-label={t('aboutUs.sections')} gap={4}>
            {tabs.map(({ tag: to, label }) => (
              <Anchor
                key={to}
                component={Link}
                to={`/aboutUs/${to}`}
                aria-current={to === current ? 'page' : undefined}
                fw={to === current ? 700 : 400}
              >
                {label}
              </Anchor>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          {current === 'certificates' && (
            <AboutSection title={t('aboutUs.certificates')}>
              <Certificates />
            </AboutSection>
          )}
          {current === 'partners' && (
            <AboutSection title={t('aboutUs.partners')}>
              <Partners />
            </AboutSection>
          )}
          {!isRecords && sections.isPending && <LoadingState />}
          {section && (
            <AboutSection title={section.title}>
              {section.image && <Image src={fileUrl(section.image)} alt="" radius="md" mah={320} fit="cover" mb="md" />}
              {section.body ? <RichText html={section.body} /> : <EmptyState>{t('aboutUs.empty')}</EmptyState>}
            </AboutSection>
          )}
        </Grid.Col>
      </Grid>
    </Page>
  );
}

/** The part of About us being read, named by its h2. */
function AboutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="about-us-section">
      <Title order={2} id="about-us-section" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
