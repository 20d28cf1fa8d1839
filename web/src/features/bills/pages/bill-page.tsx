// /bookings/:bookingId/bill (decisions.md 69): a booking's bill, for its owner and for staff, with
// its PDF to download and a print button. The bill's figures are the server's; this page only lays
// them out.
import { Link, useParams } from 'react-router';
import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { paths } from '../../../app/paths';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/session';
import { hasStaffRights } from '../../../lib/user-roles';
import { billPdfAddress, useBill } from '../api/get-bill';
import { BillView } from '../components/bill-view';
import classes from './bill-page.module.css';

export default function BillPage() {
  const { bookingId = '' } = useParams();
  const bill = useBill(bookingId);
  const user = useUser();
  // Staff who open another owner's bill go back to the desk's booking; an owner to their booking.
  const fromDesk = hasStaffRights(user.data) && bill.data !== undefined && bill.data.owner.id !== user.data?.id;
  const back = (
    <Button
      component={Link}
      to={fromDesk ? paths.adminBooking(bookingId) : paths.bookingDetails(bookingId)}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} />}
      px="xs"
      className={classes.noPrint}
    >
      {fromDesk ? 'Back to the booking' : 'Back to My Bookings'}
    </Button>
  );

  if (bill.isPending) {
    return (
      <Stack gap="lg" role="status" aria-busy aria-label="Loading the bill">
        <Skeleton h={36} w={220} radius="md" />
        <Skeleton h={120} radius="md" />
        <Skeleton h={200} radius="md" />
      </Stack>
    );
  }
  if (bill.isError) {
    const missing = bill.error instanceof ApiError && (bill.error.status === 404 || bill.error.status === 400);
    return (
      <Stack gap="lg">
        <Group>{back}</Group>
        <ErrorState
          title={missing ? 'Bill not found' : 'Failed to load the bill'}
          message={missing ? 'There is no bill for this booking, or it is not yours to see.' : errorMessage(bill.error)}
          onRetry={missing ? undefined : () => void bill.refetch()}
          retrying={bill.isFetching}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md" maw={820} mx="auto" w="100%">
      <Group>{back}</Group>
      <PageHeader
        title={`Bill ${bill.data.number}`}
        description={`${bill.data.service}, ${bill.data.business.name}`}
        action={
          <Group gap="xs" className={classes.noPrint}>
            <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Print
            </Button>
            <Button component="a" href={billPdfAddress(bill.data.bookingId)} download leftSection={<IconDownload size={16} />}>
              Download PDF
            </Button>
          </Group>
        }
      />
      <BillView bill={bill.data} />
    </Stack>
  );
}
