import { Text, Title } from '@mantine/core';
import { useTexts } from '@platform/ui';
import { HOME } from '../texts.ts';
import classes from './home.module.css';
import { Section } from './section.tsx';

/** The stages every case goes through, in order. */
const STEPS = ['application', 'review', 'mediation', 'agreement', 'settlement'] as const;

export function HowItWorks() {
  const { t } = useTexts(HOME);
  return (
    <Section id="how" title={t('steps.title')} intro={t('steps.intro')} tinted>
      <ol className={classes.steps}>
        {STEPS.map((key, index) => (
          <li key={key} className={classes.step}>
            <span className={classes.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <Title order={3} size="h4" mb={6}>
              {t(`steps.${key}.title`)}
            </Title>
            <Text size="sm">{t(`steps.${key}.body`)}</Text>
          </li>
        ))}
      </ol>
    </Section>
  );
}
