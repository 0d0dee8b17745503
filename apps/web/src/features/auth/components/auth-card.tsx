import type { ReactNode } from 'react';
import { Box, Container, Paper, Text, Title } from '@mantine/core';

interface AuthCardProps {
  title: string;
  description?: string;
  /** Registration forms are wider: two columns of fields on large screens. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of the sign-in, registration and recovery screens: one titled card, centred, full width on phones. */
export function AuthCard({ title, description, wide = false, children }: AuthCardProps) {
  return (
    <Container size={wide ? 760 : 480} px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Title order={1} fz={24}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm" mt={4}>
            {description}
          </Text>
        ) : null}
        <Box mt="lg">{children}</Box>
      </Paper>
    </Container>
  );
}
