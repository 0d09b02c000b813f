import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../shared/content/content-page.tsx';
import { StoredImage } from '../../shared/files/file-list.tsx';
import { PartnerForm } from './partner-form.tsx';

export function PartnersPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      kind="partners"
      title={t('partners.title')}
      intro={t('partners.intro')}
      newLabel={t('partners.new')}
      emptyText={t('partners.empty')}
      withLanguage={false}
      minWidth={1000}
      nameOf={(item) => item.name}
      formTitle={{ create: t('partners.createTitle'), edit: t('partners.editTitle') }}
      Form={PartnerForm}
      columns={[
        {
          head: t('partners.columns.name'),
          minWidth: 180,
          cell: (item) => (
            <>
              {item.logo ? (
                <StoredImage path={item.logo} alt={t('partners.logoAlt', { name: item.name })} h={32} />
              ) : null}
              <Text size="sm" fw={600}>
                {item.name}
              </Text>
              {item.website ? (
                <Anchor href={item.website} target="_blank" rel="noopener noreferrer" size="xs">
                  {item.website}
                </Anchor>
              ) : null}
            </>
          ),
        },
        {
          head: t('partners.columns.relationship'),
          minWidth: 200,
          cell: (item) => (
            <Text size="sm" lineClamp={3}>
              {item.relationship}
            </Text>
          ),
        },
        {
          head: t('partners.columns.verify'),
          minWidth: 240,
          cell: (item) => (
            <>
              {item.verifyUrl ? (
                <Anchor href={item.verifyUrl} target="_blank" rel="noopener noreferrer" size="sm">
                  {item.verifyUrl}
                </Anchor>
              ) : null}
              <Text size="xs" lineClamp={3}>
                {item.verifyHow}
              </Text>
            </>
          ),
        },
      ]}
    />
  );
}
