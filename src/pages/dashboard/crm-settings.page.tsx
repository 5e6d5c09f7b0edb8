import { Separator, Stack, Text } from '@chakra-ui/react';
import { useLeadStages, useLeadStatuses } from '@/services/crm';
import { usePermissions } from '@/services/admin';
import { DesignationsSection } from './crm-settings/designations-section';
import { LeadSettingList } from './crm-settings/lead-setting-list';
import { MessageTemplatesSection } from './crm-settings/message-templates-section';
import { RouteHeader } from './page-frame';

export default function DashboardCrmSettingsPage() {
  const stages = useLeadStages();
  const statuses = useLeadStatuses();
  const { reason, isPending } = usePermissions();
  const lockedReason = reason('crm_settings.manage');

  return (
    <Stack gap="8">
      <RouteHeader
        title="CRM settings"
        description="Lead stages and statuses with their colours and order, designations, and the message templates."
      />
      {lockedReason !== null && !isPending ? (
        <Text color="fg.muted" role="note">
          You can read these settings. {lockedReason}
        </Text>
      ) : null}
      <LeadSettingList
        kind="stage"
        items={stages.data}
        isPending={stages.isPending}
        error={stages.error}
        onRetry={() => void stages.refetch()}
        lockedReason={lockedReason}
      />
      <Separator />
      <LeadSettingList
        kind="status"
        items={statuses.data}
        isPending={statuses.isPending}
        error={statuses.error}
        onRetry={() => void statuses.refetch()}
        lockedReason={lockedReason}
      />
      <Separator />
      <MessageTemplatesSection lockedReason={lockedReason} />
      <Separator />
      <DesignationsSection />
    </Stack>
  );
}
