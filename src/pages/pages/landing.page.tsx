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
} from '@chakra-ui/react';
import { FurnitureIllustration, Rating } from '@/ui';
import { EnquiryForm } from './landing/enquiry-form';
import { LANDING_SECTIONS, REVIEWS, SERVICES, STATS, STEPS } from './landing/landing-content';
import { LandingSectionBlock, LandingShell, StepNumber } from './landing/landing-shell';

function scrollToEnquiry() {
  document.getElementById('landing-enquiry')?.scrollIntoView({ block: 'start' });
}

export default function PagesLandingPage() {
  return (
    <LandingShell
      brand="FPW Interiors"
      navLabel="Landing page sections"
      sections={LANDING_SECTIONS}
      cta={
        <Button size="sm" colorPalette="brand" onClick={scrollToEnquiry}>
          Book a visit
        </Button>
      }
    >
      <Box py={{ base: '12', md: '24' }}>
        <Container maxW="7xl">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10" alignItems="center">
            <Stack gap="6">
              <Badge alignSelf="flex-start" colorPalette="brand" size="lg">
                Made to measure in Pune since 2009
              </Badge>
              <Heading as="h1" textStyle={{ base: '4xl', md: '6xl' }} letterSpacing="tight" lineHeight="1.1">
                Kitchens and wardrobes built for your walls, not a catalogue
              </Heading>
              <Text textStyle="lg" color="fg.muted">
                We measure your home, design it in 3D with you, cut every panel in our own workshop and
                install it in days, with a clear quotation and a 10-year warranty.
              </Text>
              <Flex gap="3" wrap="wrap">
                <Button colorPalette="brand" size="lg" onClick={scrollToEnquiry}>
                  Book a free site visit
                </Button>
                <Button
                  variant="outline"
                  size="lg"
                  onClick={() =>
                    document.getElementById('landing-projects')?.scrollIntoView({ block: 'start' })
                  }
                >
                  See our projects
                </Button>
              </Flex>
              <SimpleGrid columns={3} gap="4" as="dl">
                {STATS.map((stat) => (
                  <Stack key={stat.label} gap="0" direction="column-reverse" justify="flex-end">
                    <Text as="dt" textStyle="xs" color="fg.muted">
                      {stat.label}
                    </Text>
                    <Text as="dd" textStyle={{ base: 'xl', md: '2xl' }} fontWeight="bold">
                      {stat.value}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>
            <Box rounded="l3" overflow="hidden" borderWidth="1px">
              <FurnitureIllustration
                kind="kitchen"
                title="A modular kitchen with wall units, base units and a tall unit"
              />
            </Box>
          </SimpleGrid>
        </Container>
      </Box>

      <LandingSectionBlock
        id="landing-services"
        title="What we make"
        intro="Everything is built to order from boards we cut and edge-band ourselves."
        muted
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {SERVICES.map((service) => (
            <Card.Root key={service.title} overflow="hidden">
              <FurnitureIllustration kind={service.kind} title="" />
              <Card.Body gap="2">
                <Card.Title as="h3">{service.title}</Card.Title>
                <Card.Description>{service.text}</Card.Description>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </LandingSectionBlock>

      <LandingSectionBlock
        id="landing-process"
        title="How it works"
        intro="Five steps from the first call to the handover."
      >
        <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 5 }} gap="5">
          {STEPS.map((step, index) => (
            <Stack as="li" key={step.title} gap="2">
              <StepNumber value={index + 1} />
              <Text as="h3" fontWeight="semibold">
                {step.title}
              </Text>
              <Text textStyle="sm" color="fg.muted">
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </LandingSectionBlock>

      <LandingSectionBlock
        id="landing-projects"
        title="Recent projects"
        intro="A few homes we finished this year."
        muted
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
          {[
            { kind: 'kitchen' as const, title: 'Sage acrylic kitchen', place: 'Kothrud · 3 days on site' },
            { kind: 'wardrobe' as const, title: 'Walnut sliding wardrobes', place: 'Baner · 2 bedrooms' },
            { kind: 'tv-unit' as const, title: 'Fluted TV wall', place: 'Aundh · hidden wiring' },
            { kind: 'study-desk' as const, title: 'Two-desk study', place: 'Wakad · with bookshelves' },
          ].map((project) => (
            <Box
              as="figure"
              key={project.title}
              borderWidth="1px"
              rounded="l2"
              overflow="hidden"
              bg="bg.panel"
            >
              <FurnitureIllustration kind={project.kind} title="" />
              <Box as="figcaption" p="3">
                <Text fontWeight="semibold">{project.title}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {project.place}
                </Text>
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </LandingSectionBlock>

      <LandingSectionBlock id="landing-reviews" title="What customers say">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
          {REVIEWS.map((review) => (
            <Card.Root as="figure" key={review.name}>
              <Card.Body gap="3">
                <Rating value={review.rating} readOnly label={`${review.rating} out of 5 stars`} />
                <Text as="blockquote">“{review.text}”</Text>
                <HStack as="figcaption" textStyle="sm" color="fg.muted">
                  <Text fontWeight="semibold" color="fg">
                    {review.name}
                  </Text>
                  <Text>{review.place}</Text>
                </HStack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      </LandingSectionBlock>

      <LandingSectionBlock
        id="landing-enquiry"
        title="Book a free site visit"
        intro="Leave your number and we will call you within one working day."
        muted
      >
        <Card.Root maxW="3xl">
          <Card.Body>
            <EnquiryForm />
          </Card.Body>
        </Card.Root>
      </LandingSectionBlock>
    </LandingShell>
  );
}
