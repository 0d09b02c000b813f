import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../shared/content/content-page.tsx';
import { StoredImage } from '../../shared/files/file-list.tsx';
import { ServiceForm } from './service-form.tsx';

export function ServicesPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      kind="services"
      title={t('services.title')}
      intro={t('services.intro')}
      newLabel={t('services.new')}
      emptyText={t('services.empty')}
      withLanguage
      minWidth={860}
      nameOf={(item) => item.name}
      formTitle={{ create: t('services.createTitle'), edit: t('services.editTitle') }}
      Form={ServiceForm}
      columns={[
        {
          head: t('services.columns.name'),
          minWidth: 240,
          cell: (item) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {item.icon ? (
                <StoredImage path={item.icon} alt={t('services.iconAlt', { name: item.name })} h={32} />
              ) : null}
              <div>
                <Text size="sm" fw={600}>
                  {item.name}
                </Text>
                {item.summary ? (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {item.summary}
                  </Text>
                ) : null}
              </div>
            </Group>
          ),
        },
        { head: t('services.columns.sort'), cell: (item) => item.sort },
      ]}
    />
  );
}
