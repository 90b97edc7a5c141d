/**
 * The admin homepage's "Live site" widget: is the site live, building or queued, did the last change
 * fail to go live (and why), and a "Rebuild now" button for roles with "Rebuild the site now". It
 * calls the CMS's own admin routes (src/rebuilds/status-routes.ts); the rebuild secret stays on the server.
 */
import * as React from 'react';
import { Box, Button, Flex, Typography } from '@strapi/design-system';
import { ArrowClockwise } from '@strapi/icons';
import { useFetchClient, useRBAC, Widget } from '@strapi/strapi/admin';
import { ADMIN_PERMISSIONS } from '../../contracts/admin-permissions';
import { describeStatus, type SiteStatus, type Tone } from './siteStatus';

const TONE_COLOURS: Record<Tone, string> = {
  success: 'success600',
  warning: 'warning700',
  danger: 'danger600',
  neutral: 'neutral600',
};

export function SiteStatusWidget() {
  const { get, post } = useFetchClient();
  const { allowedActions } = useRBAC([{ action: ADMIN_PERMISSIONS.siteRebuild.action }]);
  const [status, setStatus] = React.useState<SiteStatus | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [requesting, setRequesting] = React.useState(false);
  const [message, setMessage] = React.useState<string | null>(null);
  const timer = React.useRef<number>();
  const logRef = React.useRef<HTMLPreElement>(null);

  const refresh = React.useCallback(async () => {
    window.clearTimeout(timer.current);
    let next: SiteStatus | null = null;
    try {
      next = (await get<SiteStatus>('/site-status')).data;
      setStatus(next);
      setFailed(false);
    } catch {
      setFailed(true);
    }
    timer.current = window.setTimeout(() => void refresh(), next ? describeStatus(next).pollMs : 30_000);
  }, [get]);

  React.useEffect(() => {
    void refresh();
    return () => window.clearTimeout(timer.current);
  }, [refresh]);

  const rebuild = async () => {
    setRequesting(true);
    setMessage(null);
    try {
      await post('/site-status/rebuild');
      setMessage('Rebuild requested.');
    } catch {
      setMessage('The rebuild could not be requested: the site server cannot be reached.');
    } finally {
      setRequesting(false);
      void refresh();
    }
  };

  const view = status ? describeStatus(status) : null;
  // The log's last line is the closest to why the build stopped: keep it in view.
  React.useEffect(() => {
    if (logRef.current) logRef.current.scrollTop = logRef.current.scrollHeight;
  }, [view?.failureTail]);

  if (failed && !status) return <Widget.Error>The site's status could not be read.</Widget.Error>;
  if (!status || !view) return <Widget.Loading />;

  return (
    <Flex direction="column" alignItems="stretch" gap={3} data-testid="site-status-widget">
      <Box role="status" aria-live="polite">
        <Typography variant="omega" fontWeight="bold" textColor={TONE_COLOURS[view.tone]} tag="p">
          {view.headline}
        </Typography>
        {view.detail && (
          <Typography variant="pi" textColor="neutral700" tag="p">
            {view.detail}
          </Typography>
        )}
      </Box>
      {view.failureTail && (
        <Box background="neutral100" padding={2} hasRadius>
          <Typography variant="pi" textColor="neutral800" tag="p" fontWeight="semiBold">
            Why (the end of the build's log):
          </Typography>
          <Box
            ref={logRef}
            tag="pre"
            style={{
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontSize: '1.2rem',
              maxHeight: '12rem',
              overflow: 'auto',
              margin: 0,
            }}
            tabIndex={0}
            aria-label="The end of the failed build's log"
          >
            {view.failureTail}
          </Box>
        </Box>
      )}
      {status.reachable && allowedActions.canRebuild && (
        <Flex gap={2} alignItems="center">
          <Button variant="secondary" startIcon={<ArrowClockwise />} onClick={rebuild} loading={requesting}>
            Rebuild now
          </Button>
          {message && (
            <Typography variant="pi" textColor="neutral700">
              {message}
            </Typography>
          )}
        </Flex>
      )}
    </Flex>
  );
}
