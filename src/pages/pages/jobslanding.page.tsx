import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { Briefcase, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FurnitureIllustration } from '@/ui';
import { href } from '@/routes/paths';
import {
  BENEFITS,
  CAREERS_SECTIONS,
  HIRING_STEPS,
  OPEN_ROLES,
  ROLE_TEAMS,
  type RoleTeam,
} from './landing/careers-content';
import { LandingSectionBlock, LandingShell, StepNumber } from './landing/landing-shell';

const scrollTo = (id: string) => document.getElementById(id)?.scrollIntoView({ block: 'start' });

export default function PagesJobslandingPage() {
  const [team, setTeam] = useState<RoleTeam | 'All'>('All');
  const roles = OPEN_ROLES.filter((role) => team === 'All' || role.team === team);

  return (
    <LandingShell
      brand="FPW Careers"
      navLabel="Careers page sections"
      sections={CAREERS_SECTIONS}
      cta={
        <Button size="sm" colorPalette="brand" onClick={() => scrollTo('careers-roles')}>
          See open roles
        </Button>
      }
    >
      <Box py={{ base: '12', md: '24' }}>
        <Container maxW="7xl">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10" alignItems="center">
            <Stack gap="6">
              <Badge alignSelf="flex-start" colorPalette="brand" size="lg">
                {OPEN_ROLES.length} open roles
              </Badge>
              <Heading as="h1" textStyle={{ base: '4xl', md: '6xl' }} letterSpacing="tight" lineHeight="1.1">
                Build the furniture people live with every day
              </Heading>
              <Text textStyle="lg" color="fg.muted">
                Designers, machine operators, installers and sales people: 140 of us turn boards into kitchens
                and wardrobes for 100 homes a month.
              </Text>
              <Flex gap="3" wrap="wrap">
                <Button colorPalette="brand" size="lg" onClick={() => scrollTo('careers-roles')}>
                  See open roles
                </Button>
                <Button variant="outline" size="lg" onClick={() => scrollTo('careers-why')}>
                  Why join us
                </Button>
              </Flex>
            </Stack>
            <Box rounded="l3" overflow="hidden" borderWidth="1px">
              <FurnitureIllustration
                kind="panel-stack"
                title="Stacked, edge-banded panels ready for assembly"
              />
            </Box>
          </SimpleGrid>
        </Container>
      </Box>

      <LandingSectionBlock
        id="careers-roles"
        title="Open roles"
        intro="Pick a team to narrow the list."
        muted
      >
        <Wrap gap="2" mb="5" role="group" aria-label="Team">
          {(['All', ...ROLE_TEAMS] as const).map((name) => (
            <Button
              key={name}
              size="sm"
              variant={team === name ? 'solid' : 'outline'}
              colorPalette={team === name ? 'brand' : 'gray'}
              aria-pressed={team === name}
              onClick={() => setTeam(name)}
            >
              {name}
            </Button>
          ))}
        </Wrap>
        <Stack as="ul" listStyleType="none" gap="3" aria-label="Open roles">
          {roles.map((role) => (
            <Card.Root as="li" key={role.id}>
              <Card.Body>
                <Flex
                  gap="4"
                  direction={{ base: 'column', md: 'row' }}
                  justify="space-between"
                  align={{ md: 'center' }}
                >
                  <Stack gap="1" minW="0">
                    <Text as="h3" fontWeight="semibold" textStyle="lg">
                      {role.title}
                    </Text>
                    <Text textStyle="sm" color="fg.muted">
                      {role.summary}
                    </Text>
                    <HStack gap="3" wrap="wrap" textStyle="sm" color="fg.muted">
                      <HStack gap="1">
                        <MapPin size={14} aria-hidden="true" /> <span>{role.place}</span>
                      </HStack>
                      <HStack gap="1">
                        <Briefcase size={14} aria-hidden="true" /> <span>{role.kind}</span>
                      </HStack>
                      <span>{role.pay}</span>
                      <Badge variant="outline">{role.team}</Badge>
                    </HStack>
                  </Stack>
                  <Button asChild colorPalette="brand" variant="outline" flexShrink={0}>
                    <RouterLink
                      to={href('/apps/jobs/job-details', { role: role.id })}
                      aria-label={`View and apply: ${role.title}`}
                    >
                      View and apply
                    </RouterLink>
                  </Button>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </LandingSectionBlock>

      <LandingSectionBlock id="careers-why" title="Why join us">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {BENEFITS.map((benefit) => (
            <Card.Root key={benefit.title} variant="subtle">
              <Card.Body gap="2">
                <Card.Title as="h3">{benefit.title}</Card.Title>
                <Card.Description>{benefit.text}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </LandingSectionBlock>

      <LandingSectionBlock
        id="careers-process"
        title="How we hire"
        intro="Four steps, usually within two weeks."
        muted
      >
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 4 }} gap="5">
          {HIRING_STEPS.map((step, index) => (
            <Stack as="li" key={step} gap="2">
              <StepNumber value={index + 1} />
              <Text>{step}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </LandingSectionBlock>

      <LandingSectionBlock
        id="careers-apply"
        title="Do not see your role?"
        intro="We are always glad to hear from carpenters, designers and installers."
      >
        <Flex gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <a href="mailto:careers@fpw.example">Email careers@fpw.example</a>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to={href('/apps/jobs/search-jobs')}>Search all jobs</RouterLink>
          </Button>
        </Flex>
      </LandingSectionBlock>
    </LandingShell>
  );
}
