import { Button, Grid, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { contactBody, FEEDBACK_LIMITS, LIMITS } from '@platform/contracts';
import { toast, useMessage, useSchemaRule, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Page } from '../../lib/ui/page.tsx';
import { RichText } from '../../lib/ui/rich-text.tsx';
import { aboutSectionsQuery, sendContact } from './api.ts';
import { ABOUT } from './texts.ts';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** `/contact`: the published contact details (about-us section `contact`) and a form that files a feedback item. */
export function ContactPage() {
  const { t, i18n } = useTexts(ABOUT);
  const rule = useSchemaRule();
  const say = useMessage();
  const showError = useShowError();
  const sections = useQuery(aboutSectionsQuery(i18n.language));
  const details = sections.data?.find((s) => s.tag === 'contact');
  const form = useForm({
    initialValues: EMPTY,
    validate: {
      name: rule(contactBody.shape.name),
      email: rule(contactBody.shape.email),
      subject: rule(contactBody.shape.subject),
      message: rule(contactBody.shape.message),
    },
  });
  const mutation = useMutation({
    mutationFn: (values: typeof EMPTY) => sendContact(values),
    onSuccess: () => {
      toast.success(say('feedbackSent'));
      form.reset();
    },
    onError: (error) => showError(error, form),
  });

  return (
    <Page title={t('contact.title')} intro={t('contact.intro')}>
      <Grid gutter="xl">
        {details && (
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-details">
              <Title order={2} size="h3" id="contact-details" mb="sm">
                {t('contact.details')}
              </Title>
              <RichText html={details.body} />
            </Paper>
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, md: details ? 7 : 8 }}>
          <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="contact-form">
            <Title order={2} size="h3" id="contact-form" mb="sm">
              {t('contact.formTitle')}
            </Title>
            <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
              <Stack gap="md">
                <TextInput
                  label={t('contact.name')}
                  autoComplete="name"
                  maxLength={100}
                  withAsterisk
                  {...form.getInputProps('name')}
                />
                <TextInput
                  type="email"
                  label={t('contact.email')}
                  autoComplete="email"
                  maxLength={LIMITS.emailMax}
                  withAsterisk
                  {...form.getInputProps('email')}
                />
                <TextInput label={t('contact.subject')} maxLength={120} {...form.getInputProps('subject')} />
                <Textarea
                  label={t('contact.message')}
                  autosize
                  minRows={4}
                  maxLength={FEEDBACK_LIMITS.contentMax}
                  withAsterisk
                  {...form.getInputProps('message')}
                />
                <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
                  {t('contact.send')}
                </Button>
                <Text size="sm" c="dimmed">
                  {t('contact.caseHint')}
                </Text>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
      </Grid>
    </Page>
  );
}
