/** What both Leads screens show: the admins who may own a lead, and a lead's CRM delivery. */
import { Badge, Typography } from '@strapi/design-system';
import { type DeliverySummary, deliveryText } from '../../crm/rules';
import { useAdminGet } from '../shared/api';
import { dateTime } from '../shared/dates';
import type { Owner } from './leads';

/** The admins who may own leads (none while loading, or when they cannot be read). */
export function useOwners(): Owner[] {
  return useAdminGet<{ data: Owner[] }>('/lead-desk/owners').data?.data ?? NO_OWNERS;
}
const NO_OWNERS: Owner[] = [];

/** How a lead's CRM delivery reads at a glance: failures stand out. */
const DELIVERY_BADGES: Record<DeliverySummary['state'], 'success' | 'neutral' | 'warning' | 'danger'> = {
  delivered: 'success',
  pending: 'neutral',
  failing: 'warning',
  failed: 'danger',
  refused: 'danger',
};

export function DeliveryBadge({ summary }: { summary: DeliverySummary | null | undefined }) {
  if (!summary) return <Typography textColor="neutral600">not sent</Typography>;
  return (
    <span title={deliveryText(summary, dateTime)}>
      <Badge variant={DELIVERY_BADGES[summary.state]}>{summary.state}</Badge>
    </span>
  );
}
