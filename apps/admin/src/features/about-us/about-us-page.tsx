import { Code, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '../../shared/content/content-page.tsx';
import { AboutSectionForm } from './about-section-form.tsx';

export function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <ContentPage
      kind="about"
      title={t('aboutUs.title')}
      intro={t('aboutUs.intro')}
      newLabel={t('aboutUs.new')}
      emptyText={t('aboutUs.empty')}
      withLanguage
      minWidth={900}
      nameOf={(item) => item.title}
      formTitle={{ create: t('aboutUs.createTitle'), edit: t('aboutUs.editTitle') }}
      Form={AboutSectionForm}
      columns={[
        {
          head: t('aboutUs.columns.title'),
          minWidth: 200,
          cell: (item) => (
            <Text size="sm" fw={600}>
              {item.title}
            </Text>
          ),
        },
        { head: t('aboutUs.columns.tag'), cell: (item) => <Code>/aboutUs/{item.tag}</Code> },
        { head: t('aboutUs.columns.sort'), cell: (item) => item.sort },
      ]}
    />
  );
}
