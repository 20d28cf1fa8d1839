import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../test/render-with-app';
import { PriceLines } from './price-lines';

describe('<PriceLines>', () => {
  it('prints each amount once, beside its label, even when two lines read the same', () => {
    // Two pets named Biscuit on one stay, each given the same skill: same label, two lines.
    const skill = { label: 'Training skill: Puzzle Toy Confidence (Biscuit)', amountCents: 2500 };
    renderWithApp(<PriceLines lines={[{ label: 'Boarding, 3 days × $89.00', amountCents: 26700 }, skill, skill]} totalCents={31700} />);
    expect(screen.getAllByText('Training skill: Puzzle Toy Confidence (Biscuit)')).toHaveLength(2);
    expect(screen.getAllByText('$25.00')).toHaveLength(2);
    expect(screen.getByText('$317.00')).toBeInTheDocument();
  });
});
