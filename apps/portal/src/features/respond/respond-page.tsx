import { Alert, Stack } from '@mantine/core';
import { isAbortError, isApiError } from '@platform/client';
import { CODES, type RespondentCaseView, respondentTokenSchema } from '@platform/contracts';
import { ErrorState, LoadingState, useMessage, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Page } from '../../lib/ui/page.tsx';
import { respondentCaseQuery } from './api.ts';
import { ClaimSummary } from './claim-summary.tsx';
import { RespondentAgreement } from './respondent-agreement.tsx';
import { RespondentChoices } from './respondent-choices.tsx';
import { RespondentThread } from './respondent-thread.tsx';
import { awaitsAnswer, Standing } from './standing.tsx';
import { RESPOND } from './texts.ts';

/**
 * `#/respond/:token`: the respondent's page, opened from the private link the mediator sent (no log-in). The claim as
 * filed, where they stand and what comes next; their answer while they have not given one; the agreement to sign.
 */
export function RespondPage() {
  const { t } = useTexts(RESPOND);
  const say = useMessage();
  const { token = '' } = useParams();
  // A token that cannot be one is refused here, with the server's own words, without asking it.
  const wellFormed = respondentTokenSchema.safeParse(token).success;
  const query = useQuery({ ...respondentCaseQuery(token), enabled: wellFormed });

  const refused = !wellFormed
    ? say('respondentLinkInvalid')
    : isApiError(query.error) && (query.error.code === CODES.notFound || query.error.code === CODES.badRequest)
      ? query.error.msg || say('respondentLinkInvalid')
      : null;
  if (refused) return <InvalidLink message={refused} />;

  if (query.isError && !isAbortError(query.error))
    return (
      <Page title={t('title')}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Page>
    );
  if (!query.data)
    return (
      <Page title={t('title')}>
        <LoadingState />
      </Page>
    );
  return <RespondentCase view={query.data} token={token} />;
}

/** A link that does not open shows why, and nothing else of the case. */
function InvalidLink({ message }: { message: string }) {
  const { t } = useTexts(RESPOND);
  return (
    <Page title={t('invalidTitle')} size="sm">
      <Alert color="red" variant="light" role="alert" data-testid="respondent-link-invalid">
        {message}
      </Alert>
    </Page>
  );
}

function RespondentCase({ view, token }: { view: RespondentCaseView; token: string }) {
  const { t } = useTexts(RESPOND);
  return (
    <Page
      title={t('titleNumber', { number: view.trackingNumber })}
      size="md"
      intro={t('intro', { applicant: view.applicantName ?? t('someone'), counterparty: view.counterpartyName })}
    >
      <Stack gap="xl">
        <Standing view={view} />
        {/* Before answering, the claim is what the respondent reads first; after, the agreement is. */}
        {awaitsAnswer(view) ? (
          <>
            <ClaimSummary view={view} token={token} />
            <RespondentChoices view={view} token={token} />
          </>
        ) : (
          <>
            {view.agreement && <RespondentAgreement view={view} agreement={view.agreement} token={token} />}
            {view.respondentState === 'taking_part' && <RespondentThread view={view} token={token} />}
            <ClaimSummary view={view} token={token} />
          </>
        )}
      </Stack>
    </Page>
  );
}
