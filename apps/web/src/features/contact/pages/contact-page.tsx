import { Box, Container, Grid, Paper, Text, Title } from '@mantine/core';
import { usePageTitle } from '#src/lib/use-page-title';
import { ContactFaq } from '../components/contact-faq';
import { ContactForm } from '../components/contact-form';
import { ContactInfoCard } from '../components/contact-info-card';

export function ContactPage() {
  usePageTitle('Contact Us');
  return (
    <>
      <Box bg="teal.0" py={{ base: 40, sm: 56 }}>
        <Container size="lg">
          <Title order={1} fz={{ base: 32, sm: 42 }}>
            Contact Us
          </Title>
          <Text size="lg" c="gray.8" mt="md" maw={680}>
            Questions about tokens, verification or a donation? Send us a message and a real person will reply within 24
            hours.
          </Text>
        </Container>
      </Box>

      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
              <Title order={2} size="h3" mb="lg">
                Send us a message
              </Title>
              <ContactForm />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <ContactInfoCard />
          </Grid.Col>
        </Grid>
      </Container>

      <Box component="section" aria-labelledby="faq-heading" bg="gray.0" py={{ base: 40, sm: 56 }}>
        <Container size="md">
          <Title order={2} id="faq-heading" mb="lg">
            Frequently asked questions
          </Title>
          <ContactFaq />
        </Container>
      </Box>
    </>
  );
}
