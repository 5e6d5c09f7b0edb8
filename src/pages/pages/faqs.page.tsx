import { Accordion, Box, Button, Card, Flex, Input, InputGroup, Stack, Text, Wrap } from '@chakra-ui/react';
import { MessageCircleQuestion, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState, PageHeader } from '@/ui';
import { href } from '@/routes/paths';
import { FAQ_CATEGORIES, FAQS, type FaqCategory } from './faqs/faq-fixtures';

type CategoryFilter = FaqCategory | 'All';

export default function PagesFaqsPage() {
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [search, setSearch] = useState('');
  const searchId = useId();
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);

  const matches = FAQS.filter(
    (faq) =>
      (category === 'All' || faq.category === category) &&
      words.every((word) => `${faq.question} ${faq.answer}`.toLowerCase().includes(word)),
  );
  const countIn = (name: CategoryFilter) =>
    FAQS.filter((faq) => name === 'All' || faq.category === name).length;

  return (
    <>
      <PageHeader
        title="FAQs"
        description="Answers to what customers ask most about ordering, site visits, installation, warranty and payments."
      />
      <Stack gap="6">
        <Box maxW="xl">
          <label htmlFor={searchId}>
            <Box as="span" srOnly>
              Search the questions
            </Box>
          </label>
          <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
            <Input
              id={searchId}
              type="search"
              placeholder="Search, e.g. warranty, GST, installation"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </InputGroup>
        </Box>
        <Wrap gap="2" role="group" aria-label="Categories">
          {(['All', ...FAQ_CATEGORIES] as CategoryFilter[]).map((name) => (
            <Button
              key={name}
              size="sm"
              variant={category === name ? 'solid' : 'outline'}
              colorPalette={category === name ? 'brand' : 'gray'}
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
            >
              {name} ({countIn(name)})
            </Button>
          ))}
        </Wrap>
        <Text aria-live="polite" color="fg.muted" textStyle="sm">
          {matches.length === 1 ? '1 question' : `${matches.length} questions`}
          {category !== 'All' ? ` in ${category}` : ''}
          {words.length ? ` matching “${search.trim()}”` : ''}
        </Text>
        {matches.length === 0 ? (
          <EmptyState
            icon={<MessageCircleQuestion />}
            title="No question matches"
            description="Try other words, pick “All”, or ask us directly."
          />
        ) : (
          <Accordion.Root multiple collapsible variant="enclosed" defaultValue={[FAQS[0]?.id ?? '']}>
            {matches.map((faq) => (
              <Accordion.Item key={faq.id} value={faq.id}>
                <Accordion.ItemTrigger>
                  <Text as="span" flex="1" textAlign="start" fontWeight="medium">
                    {faq.question}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody>
                    <Text color="fg.muted">{faq.answer}</Text>
                    <Text textStyle="xs" color="fg.muted" mt="2">
                      {faq.category}
                    </Text>
                  </Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        )}
        <Card.Root variant="subtle">
          <Card.Body>
            <Flex
              gap="4"
              direction={{ base: 'column', sm: 'row' }}
              align={{ sm: 'center' }}
              justify="space-between"
            >
              <Stack gap="1">
                <Text as="h2" fontWeight="semibold">
                  Still have a question?
                </Text>
                <Text color="fg.muted" textStyle="sm">
                  Our team answers within one working day.
                </Text>
              </Stack>
              <Button asChild colorPalette="brand">
                <RouterLink to={href('/pages/contactus')}>Contact us</RouterLink>
              </Button>
            </Flex>
          </Card.Body>
        </Card.Root>
      </Stack>
    </>
  );
}
