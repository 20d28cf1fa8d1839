// The built-in sandbox's card form: checked as a person types with the same rules the server
// applies (common/card-checks.ts, which the server's card-rules.ts builds on). Only the confirm call ever sees the number.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import {
  CARD_NUMBER_MESSAGE,
  CVC_MESSAGE,
  EXPIRY_INVALID_MESSAGE,
  EXPIRY_MESSAGE,
  cardBrand,
  cvcLength,
  digitsOnly,
  isExpired,
  passesLuhn,
} from '@common/card-checks';
import { CardDeclinedAlert } from './card-declined-alert';

export type CardDetails = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

const groupsOfFour = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

function cardErrors(number: string, expiry: string, cvc: string, now: Date) {
  const digits = digitsOnly(number);
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  const month = match ? Number(match[1]) : NaN;
  const year = match ? Number(match[2]) : NaN;
  return {
    cardNumber: passesLuhn(digits) ? null : CARD_NUMBER_MESSAGE,
    expiry: !match || month < 1 || month > 12 ? EXPIRY_INVALID_MESSAGE : isExpired(month, year, now) ? EXPIRY_MESSAGE : null,
    cvc: new RegExp(`^\\d{${cvcLength(cardBrand(digits))}}$`).test(cvc) ? null : CVC_MESSAGE,
    month,
    year,
  };
}

type Props = {
  processing: boolean;
  onSubmit: (card: CardDetails) => void;
  /** The last decline, shown until the card changes (then onCardChange clears it). */
  declined: string | null;
  onCardChange: () => void;
  /** Shown under the card's fields (the checkout's "Save this card for future payments"). */
  extra?: ReactNode;
};

export function SandboxCardForm({ processing, onSubmit, declined, onCardChange, extra }: Props) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [touched, setTouched] = useState({ cardNumber: false, expiry: false, cvc: false });
  const errors = cardErrors(number, expiry, cvc, new Date());
  const shown = (field: keyof typeof touched) => (touched[field] ? errors[field] : null);
  const brand = cardBrand(digitsOnly(number));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched({ cardNumber: true, expiry: true, cvc: true });
    if (errors.cardNumber || errors.expiry || errors.cvc) return;
    onSubmit({ cardNumber: digitsOnly(number), expMonth: errors.month, expYear: 2000 + errors.year, cvc });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Card number"
          placeholder="4242 4242 4242 4242"
          inputMode="numeric"
          autoComplete="cc-number"
          leftSection={<IconCreditCard size={18} />}
          rightSection={
            brand !== 'unknown' ? (
              <Text size="xs" c="dimmed" tt="uppercase">
                {brand}
              </Text>
            ) : null
          }
          rightSectionWidth={64}
          value={number}
          onChange={(event) => {
            const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 19);
            setNumber(groupsOfFour(digits));
            onCardChange();
            // A full-length number is checked at once; a shorter one only once the field is left.
            if (digits.length >= 16 || (digits.length === 15 && cardBrand(digits) === 'amex'))
              setTouched((t) => ({ ...t, cardNumber: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, cardNumber: true }))}
          error={shown('cardNumber')}
        />
        <Group grow align="flex-start">
          <TextInput
            label="Expiry (MM/YY)"
            placeholder="12/34"
            autoComplete="cc-exp"
            value={expiry}
            onChange={(event) => {
              const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 4);
              setExpiry(digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits);
              onCardChange();
              if (digits.length === 4) setTouched((t) => ({ ...t, expiry: true }));
            }}
            onBlur={() => setTouched((t) => ({ ...t, expiry: true }))}
            error={shown('expiry')}
          />
          <TextInput
            label="CVC"
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            value={cvc}
            onChange={(event) => {
              setCvc(event.currentTarget.value.replace(/\D/g, '').slice(0, 4));
              onCardChange();
            }}
            onBlur={() => setTouched((t) => ({ ...t, cvc: true }))}
            error={shown('cvc')}
          />
        </Group>
        {extra}
        <CardDeclinedAlert message={declined} />
        <Alert variant="light" icon={<IconInfoCircle size={18} />} title="Sandbox test cards">
          4242 4242 4242 4242 succeeds · 4000 0000 0000 0002 is declined · 4000 0000 0000 9995 has insufficient funds · 4000 0025 0000 3155
          asks for authentication. Use any future expiry and any CVC.
        </Alert>
        <Button type="submit" size="md" loading={processing}>
          {processing ? 'Processing...' : 'Complete Payment'}
        </Button>
      </Stack>
    </form>
  );
}
