import {
  Avatar,
  Badge,
  Field,
  Button,
  Card,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Mail, Phone, Users } from 'lucide-react';
import { useState } from 'react';
import { mailtoHref, telHref } from '@/services/kit';
import { EmptyState, PageHeader, OptionSelect } from '@/ui';
import { DEPARTMENTS, TEAM, type Department } from './team/team-fixtures';

export default function PagesTeamPage() {
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState<Department | ''>('');
  const [availableOnly, setAvailableOnly] = useState(false);
  const query = search.trim().toLowerCase();
  const shown = TEAM.filter(
    (member) =>
      (!department || member.department === department) &&
      (!availableOnly || member.available) &&
      (!query ||
        [member.name, member.role, ...member.skills].some((text) => text.toLowerCase().includes(query))),
  );

  return (
    <>
      <PageHeader
        title="Team"
        description={`${TEAM.length} people across design, sales, production, installation and accounts.`}
      />
      <Stack gap="5">
        <Wrap gap="3" align="flex-end">
          <Field.Root flex="1" minW="14rem">
            <Field.Label>Search people or skills</Field.Label>
            <Input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="e.g. kitchens"
            />
          </Field.Root>
          <Field.Root w="auto" minW="12rem">
            <Field.Label>Department</Field.Label>
            <OptionSelect
              value={department}
              onChange={(event) => setDepartment(event.target.value as Department | '')}
              placeholder="All departments"
              options={DEPARTMENTS}
            />
          </Field.Root>
          <Button
            variant="outline"
            aria-pressed={availableOnly}
            onClick={() => setAvailableOnly((value) => !value)}
          >
            {availableOnly ? 'Showing available only' : 'Available only'}
          </Button>
        </Wrap>
        <Text aria-live="polite" textStyle="sm" color="fg.muted">
          {shown.length} of {TEAM.length} people
        </Text>
        {shown.length === 0 ? (
          <EmptyState
            icon={<Users />}
            title="Nobody matches"
            description="Try another name, skill or department."
          />
        ) : (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={{ base: 1, sm: 2, lg: 3 }}
            gap="4"
            aria-label="Team members"
          >
            {shown.map((member) => (
              <Card.Root as="li" key={member.id}>
                <Card.Body gap="3">
                  <HStack gap="3">
                    <Avatar.Root colorPalette="brand" size="lg">
                      <Avatar.Fallback name={member.name} />
                    </Avatar.Root>
                    <Stack gap="0" minW="0">
                      <Text as="h2" fontWeight="semibold">
                        {member.name}
                      </Text>
                      <Text textStyle="sm" color="fg.muted">
                        {member.role}
                      </Text>
                    </Stack>
                  </HStack>
                  <HStack gap="2" wrap="wrap">
                    <Badge variant="outline">{member.department}</Badge>
                    <Badge colorPalette={member.available ? 'green' : 'gray'}>
                      {member.available ? 'Available' : 'On leave'}
                    </Badge>
                    <Text as="span" textStyle="xs" color="fg.muted">
                      {member.city} · {member.activeProjects} active projects
                    </Text>
                  </HStack>
                  <Text textStyle="sm">{member.skills.join(' · ')}</Text>
                </Card.Body>
                <Card.Footer gap="2">
                  <Button asChild size="sm" variant="outline" flex="1">
                    <a href={mailtoHref(member.email)} aria-label={`Email ${member.name}`}>
                      <Mail aria-hidden="true" /> Email
                    </a>
                  </Button>
                  <Button asChild size="sm" variant="outline" flex="1">
                    <a href={telHref(member.phone)} aria-label={`Call ${member.name}`}>
                      <Phone aria-hidden="true" /> Call
                    </a>
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </>
  );
}
