import { Anchor, Button, Card, Image, SimpleGrid, Text, Title } from '@mantine/core';
import { isApiError } from '@platform/client';
import { CODES } from '@platform/contracts';
import { QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { fileUrl } from '../../lib/format.ts';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { Page } from '../../lib/ui/page.tsx';
import { RichText } from '../../lib/ui/rich-text.tsx';
import { serviceQuery, servicesQuery } from './api.ts';
import { SERVICES } from './texts.ts';

/** `/service/{id?}`: one named service, or without an id the list of services. */
export function ServicesPage() {
  const raw = useParams().id;
  if (raw === undefined) return <ServiceList />;
  if (!/^[1-9]\d{0,9}$/.test(raw)) return <NotFoundPage />;
  return <ServiceDetail id={Number(raw)} />;
}

function ServiceList() {
  const { t, i18n } = useTexts(SERVICES);
  const query = useQuery(servicesQuery(i18n.language));
  return (
    <Page title={t('title')} intro={t('intro')}>
      <QueryState query={query} emptyText={t('empty')} isEmpty={(d) => d.length === 0}>
        {(services) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {services.map((service) => (
              <Card key={service.id} withBorder radius="md" padding="lg" component="article">
                {service.icon && <Image src={fileUrl(service.icon)} alt="" w={48} h={48} mb="sm" />}
                <Title order={2} size="h4">
                  <Anchor component={Link} to={`/service/${service.id}`} c="inherit">
                    {service.name}
                  </Anchor>
                </Title>
                <Text size="sm" mt="xs">
                  {service.summary}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Page>
  );
}

function ServiceDetail({ id }: { id: number }) {
  const { t, i18n } = useTexts(SERVICES);
  const query = useQuery(serviceQuery(i18n.language, id));
  if (query.isError && isApiError(query.error) && query.error.code === CODES.notFound) return <NotFoundPage />;
  return (
    <Page title={query.data?.name ?? t('title')} intro={query.data?.summary} size="md">
      <Anchor component={Link} to="/service" size="sm">
        ← {t('all')}
      </Anchor>
      <QueryState query={query}>
        {(service) => (
          <div style={{ marginTop: 'var(--mantine-spacing-lg)' }}>
            <RichText html={service.body} />
            <Button component={Link} to="/apply" mt="xl">
              {t('apply')}
            </Button>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
