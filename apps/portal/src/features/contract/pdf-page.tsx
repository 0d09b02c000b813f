import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { isApiError } from '@platform/client';
import { EmptyState, LoadingState, QueryState, useTexts } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { api } from '../../lib/api.ts';
import { Page } from '../../lib/ui/page.tsx';
import { contractPdfUrl, contractQuery } from './api.ts';
import { PDF } from './pdf-texts.ts';

/** `/pdf?id=`: the agreement as a PDF in the page, and as a download. Without an id, the user's current agreement. */
export function PdfPage() {
  const { t } = useTexts(PDF);
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const current = useQuery({ ...contractQuery(), enabled: id === undefined });
  return (
    <Page title={t('title')} intro={t('intro')}>
      {id !== undefined ? (
        <PdfViewer id={id} />
      ) : (
        <QueryState query={current}>
          {(agreement) => (agreement ? <PdfViewer id={agreement.id} /> : <EmptyState>{t('none')}</EmptyState>)}
        </QueryState>
      )}
    </Page>
  );
}

/** Fetches the PDF with the token and shows it through an object URL (a plain link would carry no token). */
function PdfViewer({ id }: { id: number }) {
  const { t } = useTexts(PDF);
  const [file, setFile] = useState<{ url: string; size: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let created: string | null = null;
    let cancelled = false;
    setFile(null);
    setProblem(null);
    api
      .fetchFile(contractPdfUrl(id))
      .then((blob) => {
        if (cancelled) return;
        created = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setFile({ url: created, size: blob.size });
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblem(isApiError(error) && error.msg ? error.msg : t('failed'));
      });
    return () => {
      cancelled = true;
      if (created) URL.revokeObjectURL(created);
    };
  }, [id, t]);

  if (problem)
    return (
      <Alert color="red" variant="light" role="alert">
        {problem}
      </Alert>
    );
  if (!file) return <LoadingState />;
  const name = `agreement-${id}.pdf`;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Button component="a" href={file.url} download={name} data-testid="pdf-download">
          {t('download')}
        </Button>
        <Anchor component={Link} to="/contract" size="sm">
          {t('back')}
        </Anchor>
      </Group>
      <iframe
        src={file.url}
        title={t('frame')}
        data-testid="pdf-frame"
        style={{
          width: '100%',
          height: '80vh',
          minHeight: 480,
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 8,
        }}
      />
      <Text size="xs" c="dimmed">
        {t('fallback')}
      </Text>
    </Stack>
  );
}
