import { Anchor, Box, Button, Container, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '@pensia/domain/files/upload-limits';
import { HOTLINE, SESSION_COUNTDOWN_S, SESSION_TIMEOUT_MS } from '@pensia/domain/session/session';

/** A piece of a section: a paragraph, a subheading, or a bulleted list, each naming its keys in instruction.json. */
type Block = { kind: 'p' | 'h'; key: string } | { kind: 'list'; keys: readonly string[] };

interface Section {
  id: string;
  blocks: readonly Block[];
}

const p = (key: string): Block => ({ kind: 'p', key });
const h = (key: string): Block => ({ kind: 'h', key });
const list = (...keys: string[]): Block => ({ kind: 'list', keys });

/** The order of the instructions; the texts live in locales/<lng>/instruction.json under `sections.<id>`. */
const SECTIONS: readonly Section[] = [
  { id: 'about', blocks: [p('p1'), p('p2')] },
  {
    id: 'signIn',
    blocks: [
      p('p1'),
      h('hRegister'),
      p('p2'),
      list('l1', 'l2'),
      p('p3'),
      h('hForgot'),
      p('p4'),
      h('hProfile'),
      p('p5'),
    ],
  },
  { id: 'session', blocks: [p('p1'), p('p2'), p('p3')] },
  { id: 'contributions', blocks: [p('p1'), list('l1', 'l2', 'l3'), p('p2'), p('p3')] },
  {
    id: 'declarations',
    blocks: [
      h('hCreate'),
      p('p1'),
      h('hForms'),
      p('p2'),
      h('hRows'),
      p('p3'),
      p('p4'),
      h('hChecks'),
      p('p5'),
      h('hActivate'),
      p('p6'),
      h('hClose'),
      p('p7'),
    ],
  },
  { id: 'letters', blocks: [p('p1'), p('p2'), p('p3')] },
  { id: 'balance', blocks: [p('p1'), p('p2')] },
  { id: 'help', blocks: [p('p1')] },
];

/** Figures the texts mention, taken from the domain constants so the instructions never drift from the rules. */
const FIGURES = {
  hotline: HOTLINE,
  maxUploadMb: MAX_UPLOAD_BYTES / (1024 * 1024),
  idleMinutes: SESSION_TIMEOUT_MS / 60_000,
  warningMinutes: SESSION_COUNTDOWN_S / 60,
};

const anchorOf = (id: string) => `instruction-${id}`;

/** User instructions: signing in, sessions, contributions, monthly declarations, correspondence, balance, help. */
export function InstructionPage() {
  const { t } = useTranslation('instruction');
  // Keys are composed from SECTIONS, so they are plain strings here; the page's test fails on any key that
  // does not resolve to a text in ka, en or ru.
  const translate = t as unknown as (key: string, options: typeof FIGURES) => string;
  const text = (key: string) => translate(key, FIGURES);

  return (
    <Container size="xl" px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={24}>
        {t('title')}
      </Title>
      <Text c="dimmed" mt={4} maw={760}>
        {t('lead')}
      </Text>
      <Grid mt="lg" gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper
            component="nav"
            aria-labelledby="instruction-toc"
            withBorder
            p="md"
            radius="md"
            pos={{ base: 'static', md: 'sticky' }}
            top={16}
          >
            <Text id="instruction-toc" fw={600} mb="xs">
              {t('toc')}
            </Text>
            <List listStyleType="none" spacing={6} size="sm">
              {SECTIONS.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${anchorOf(section.id)}`} size="sm">
                    {text(`sections.${section.id}.title`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="xl" maw={760}>
            {SECTIONS.map((section) => (
              <Box component="section" key={section.id} aria-labelledby={anchorOf(section.id)}>
                <Title order={2} fz={20} id={anchorOf(section.id)} mb="sm" style={{ scrollMarginTop: 16 }}>
                  {text(`sections.${section.id}.title`)}
                </Title>
                <Stack gap="sm">
                  {section.blocks.map((block) => {
                    const base = `sections.${section.id}`;
                    if (block.kind === 'h') {
                      return (
                        <Title order={3} fz={16} key={block.key} mt="xs">
                          {text(`${base}.${block.key}`)}
                        </Title>
                      );
                    }
                    if (block.kind === 'list') {
                      return (
                        <List key={block.keys.join()} spacing={4} withPadding>
                          {block.keys.map((key) => (
                            <List.Item key={key}>{text(`${base}.${key}`)}</List.Item>
                          ))}
                        </List>
                      );
                    }
                    return <Text key={block.key}>{text(`${base}.${block.key}`)}</Text>;
                  })}
                  {section.id === 'help' ? (
                    <Box>
                      <Button component="a" href={`tel:${HOTLINE.replace(/\s/g, '')}`} variant="light">
                        {text('sections.help.call')}
                      </Button>
                    </Box>
                  ) : null}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
