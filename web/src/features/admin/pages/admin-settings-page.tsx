import { useState } from 'react';
import { Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { useAdminSettings } from '../api/admin-api';
import { SettingsForm } from '../components/settings-form';

function AdminSettings() {
  const settings = useAdminSettings();
  // The form's first draw comes in parts (decisions.md 84); drawn again after a save or a reload,
  // it is drawn whole, so the page does not shrink under the reader and regrow.
  const [firstVersion, setFirstVersion] = useState<number | null>(null);
  if (settings.data && firstVersion === null) setFirstVersion(settings.data.version);
  if (settings.isPending) {
    return (
      <Stack gap="lg" role="status" aria-busy aria-label="Loading the settings">
        <Skeleton h={120} radius="md" />
        <Skeleton h={120} radius="md" />
      </Stack>
    );
  }
  if (settings.isError) {
    return (
      <ErrorState
        title="Failed to load the settings"
        message={errorMessage(settings.error)}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  // A new version (saved or reloaded) starts the form again from it.
  return (
    <SettingsForm
      key={settings.data.version}
      settings={settings.data}
      onReload={() => void settings.refetch()}
      reloading={settings.isFetching}
      inParts={settings.data.version === (firstVersion ?? settings.data.version)}
    />
  );
}

/** /admin/settings (issue 26): the business's settings, for administrators. */
export default function AdminSettingsPage() {
  return (
    <>
      <PageHeader title="Business settings" description="Prices, times, capacity and the vaccine rules every booking follows." />
      <AdminSettings />
    </>
  );
}
