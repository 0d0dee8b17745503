import { Box, Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Widest content of a list screen (section 9: the declarations list is at most 1400 px wide). */
export const PAGE_MAX_WIDTH = 1400;

export interface PageLayoutProps {
  title: string;
  /** A line under the title, e.g. the number of the declaration. */
  subtitle?: string;
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen: its heading (the one h1 of the page), the document title and the width limit. */
export function PageLayout({ title, subtitle, actions, children }: PageLayoutProps) {
  const { t } = useTranslation('common');
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} | ${appName}`;
  }, [title, appName]);
  return (
    <Box maw={PAGE_MAX_WIDTH} mx="auto" w="100%">
      <Stack gap="lg">
        <Box>
          <Title order={1}>{title}</Title>
          {subtitle && (
            <Text c="dimmed" mt={4}>
              {subtitle}
            </Text>
          )}
        </Box>
        {actions}
        {children}
      </Stack>
    </Box>
  );
}
