import { Container, Text, Title } from '@mantine/core';
import { useFeaturedItems } from '../api/get-featured-items';
import classes from './featured-items.module.css';
import { ItemCard } from './item-card';

/** Landing page row of the newest items, capped by featured_items_limit (docs/product.md, Site settings). */
export function FeaturedItems() {
  const { data: items } = useFeaturedItems();
  // A landing extra: while loading, on failure or with nothing to show, the page simply goes without it.
  if (!items || items.length === 0) return null;
  return (
    <Container component="section" size="lg" pt={{ base: 32, sm: 48 }} aria-labelledby="featured-heading">
      <Title order={2} id="featured-heading">
        Featured items
      </Title>
      <Text c="gray.7" mt={4} mb="md">
        Just listed by our corporate donors.
      </Text>
      {/* Focusable so keyboard users can scroll the row; labelled for screen readers. */}
      <ul className={classes.row} aria-labelledby="featured-heading" tabIndex={0}>
        {items.map((item) => (
          <li key={item.id}>
            <ItemCard item={item} layout="stacked" />
          </li>
        ))}
      </ul>
    </Container>
  );
}
