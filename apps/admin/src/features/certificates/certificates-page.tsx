import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../shared/content/content-page.tsx';
import { StoredImage } from '../../shared/files/file-list.tsx';
import { CertificateForm } from './certificate-form.tsx';

export function CertificatesPage() {
  const { t } = useTranslation();
  const none = t('shared.none');
  return (
    <ContentPage
      kind="certificates"
      title={t('certificates.title')}
      intro={t('certificates.intro')}
      newLabel={t('certificates.new')}
      emptyText={t('certificates.empty')}
      withLanguage={false}
      minWidth={1100}
      nameOf={(item) => item.name}
      formTitle={{ create: t('certificates.createTitle'), edit: t('certificates.editTitle') }}
      Form={CertificateForm}
      columns={[
        {
          head: t('certificates.columns.name'),
          minWidth: 200,
          cell: (item) => (
            <>
              {item.image ? (
                <StoredImage path={item.image} alt={t('certificates.imageAlt', { name: item.name })} h={40} />
              ) : null}
              <Text size="sm" fw={600}>
                {item.name}
              </Text>
              {item.number ? (
                <Text size="xs" c="dimmed" ff="monospace">
                  {item.number}
                </Text>
              ) : null}
            </>
          ),
        },
        { head: t('certificates.columns.issuer'), minWidth: 160, cell: (item) => item.issuer },
        {
          head: t('certificates.columns.validity'),
          cell: (item) =>
            t('certificates.validity', {
              from: item.issuedOn ?? none,
              to: item.expiresOn ?? t('certificates.noExpiry'),
            }),
        },
        {
          head: t('certificates.columns.verify'),
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
