import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { NoticePreferenceView, UpdateNoticePreferenceBody } from '@platform/contracts';
import { QueryState, toast, useShowError, useTexts } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticePreferencesQuery, updateNoticePreference } from './notices-api.ts';
import { NOTICES } from './notices-texts.ts';

/** Which case notices come by e-mail (issue 15 §5): a switch per kind; the required ones on, fixed, "Always sent". */
export function NoticesTab() {
  const { t } = useTexts(NOTICES);
  const query = useQuery(noticePreferencesQuery());
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-notices" maw={720}>
      <Title order={2} size="h4" id="profile-notices" mb={4}>
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('intro')}
      </Text>
      <QueryState query={query}>{(preferences) => <NoticeSwitches preferences={preferences} />}</QueryState>
    </Paper>
  );
}

/** One switch per kind. A flip shows at once and is saved; a refused one goes back to what the server holds. */
export function NoticeSwitches({ preferences }: { preferences: NoticePreferenceView[] }) {
  const { t } = useTexts(NOTICES);
  const showError = useShowError();
  const queryClient = useQueryClient();
  const { queryKey } = noticePreferencesQuery();
  // Only the flipped kind is written into the list: answers to quick flips of other kinds may arrive in any order.
  const put = ({ kind, email }: UpdateNoticePreferenceBody) =>
    queryClient.setQueryData(queryKey, (list) => list?.map((p) => (p.kind === kind ? { ...p, email } : p)));
  const update = useMutation({
    mutationFn: updateNoticePreference,
    onMutate: put,
    onSuccess: (list, { kind }) => {
      const saved = list.find((p) => p.kind === kind);
      if (saved) put(saved);
      toast.success(t('saved'));
    },
    onError: (error) => {
      showError(error);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
  return (
    <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {preferences.map(({ kind, email, required }) => (
        <li key={kind}>
          <Switch
            label={t(`kinds.${kind}`)}
            description={required ? t('alwaysSent') : undefined}
            checked={email}
            disabled={required}
            onChange={(event) => update.mutate({ kind, email: event.currentTarget.checked })}
          />
        </li>
      ))}
    </Stack>
  );
}
