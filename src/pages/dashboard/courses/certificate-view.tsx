/**
 * A course certificate (`?certificate=<id>`), laid out to print: the print stylesheet hides
 * everything but the certificate (the app's sidebar and header included), and Print calls
 * window.print().
 */
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, ErrorState, LoadingState } from '@/ui';
import { useCertificate } from '@/services/learning';
import { href } from '@/routes/paths';
import { formatDay } from './format-day';

const CERTIFICATE_ID = 'course-certificate';

// Printing shows the certificate alone, on one landscape page, whatever surrounds it on screen.
const PRINT_CSS = `@media print {
  @page { size: A4 landscape; margin: 12mm; }
  body * { visibility: hidden; }
  #${CERTIFICATE_ID}, #${CERTIFICATE_ID} * { visibility: visible; }
  #${CERTIFICATE_ID} { position: absolute; inset: 0; margin: 0; box-shadow: none; }
}`;

export function CertificateView({ certificateId }: { certificateId: string }) {
  const certificate = useCertificate(certificateId);
  const back = (
    <Link asChild colorPalette="brand" textStyle="sm" css={{ '@media print': { display: 'none' } }}>
      <RouterLink to={href('/dashboard/courses')}>← All courses</RouterLink>
    </Link>
  );
  if (certificate.isPending) return <LoadingState label="Loading the certificate…" />;
  if (certificate.isError) {
    return (
      <ErrorState
        title="The certificate could not be loaded"
        message={certificate.error.message}
        onRetry={() => void certificate.refetch()}
      />
    );
  }
  if (certificate.data === null) {
    return (
      <Stack gap="4">
        {back}
        <EmptyState
          title="No such certificate"
          description="It is not one you may see, or it does not exist."
        />
      </Stack>
    );
  }
  const data = certificate.data;
  return (
    <Stack gap="4">
      <style>{PRINT_CSS}</style>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        {back}
        <Flex gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`?course=${data.course_id}`}>Open the course</RouterLink>
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => window.print()}>
            Print certificate
          </Button>
        </Flex>
      </Flex>
      <Box
        id={CERTIFICATE_ID}
        as="article"
        aria-label="Certificate of completion"
        borderWidth="4px"
        borderStyle="double"
        borderColor="brand.solid"
        borderRadius="l3"
        bg="bg.panel"
        px={{ base: '6', md: '16' }}
        py={{ base: '10', md: '16' }}
        textAlign="center"
      >
        <Stack gap="5" align="center">
          <Text textStyle="sm" letterSpacing="widest" textTransform="uppercase" color="fg.muted">
            Fine Panel Works
          </Text>
          <Heading as="h2" textStyle="4xl">
            Certificate of completion
          </Heading>
          <Text>This is to certify that</Text>
          <Text textStyle="3xl" fontWeight="semibold">
            {data.staff_name}
          </Text>
          {data.department ? <Text color="fg.muted">{data.department}</Text> : null}
          <Text>has completed the course</Text>
          <Text textStyle="2xl" fontWeight="medium">
            {data.course_title}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            Every lesson done and every module&apos;s quiz passed · about {data.estimated_minutes} minutes
          </Text>
          <Flex gap="10" pt="4" justify="center" wrap="wrap">
            <Stack gap="0">
              <Text fontWeight="medium">{formatDay(data.issued_at)}</Text>
              <Text textStyle="xs" color="fg.muted">
                Issued on
              </Text>
            </Stack>
            <Stack gap="0">
              <Text fontWeight="medium">{data.code}</Text>
              <Text textStyle="xs" color="fg.muted">
                Certificate number
              </Text>
            </Stack>
          </Flex>
        </Stack>
      </Box>
    </Stack>
  );
}
