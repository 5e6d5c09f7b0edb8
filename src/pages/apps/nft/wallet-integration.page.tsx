import { Badge, Button, Card, Code, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog, PageHeader, toaster } from '@/ui';

/** Wallets the marketplace accepts; connecting is simulated (no extension is contacted in the demo). */
const WALLETS = [
  { id: 'metamask', name: 'MetaMask', note: 'Browser extension and mobile app', address: '0x7a3F…91cE' },
  {
    id: 'walletconnect',
    name: 'WalletConnect',
    note: 'Scan a QR code with any mobile wallet',
    address: '0x19bD…04A2',
  },
  { id: 'coinbase', name: 'Coinbase Wallet', note: 'Coinbase’s self-custody wallet', address: '0xC0b5…7e3F' },
  { id: 'phantom', name: 'Phantom', note: 'Solana and Ethereum', address: '8hQm…Zt4W' },
] as const;
type WalletId = (typeof WALLETS)[number]['id'];
const CONNECT_MS = 1200;

export default function AppsNftWalletIntegrationPage() {
  const [connecting, setConnecting] = useState<WalletId | null>(null);
  const [connected, setConnected] = useState<WalletId | null>(null);
  const [confirmDisconnect, setConfirmDisconnect] = useState(false);
  const wallet = WALLETS.find((candidate) => candidate.id === connected);

  useEffect(() => {
    if (!connecting) return;
    const timer = window.setTimeout(() => {
      setConnected(connecting);
      setConnecting(null);
      toaster.create({ type: 'success', title: 'Wallet connected' });
    }, CONNECT_MS);
    return () => window.clearTimeout(timer);
  }, [connecting]);

  return (
    <>
      <PageHeader
        title="Wallet integration"
        description="Connect a wallet to bid, buy and receive designs on the marketplace."
      />
      <Stack gap="6">
        <Card.Root>
          <Card.Body>
            <Flex
              gap="4"
              align={{ md: 'center' }}
              justify="space-between"
              direction={{ base: 'column', md: 'row' }}
            >
              <Stack gap="1" aria-live="polite">
                <Text fontWeight="semibold">
                  {wallet
                    ? `Connected to ${wallet.name}`
                    : connecting
                      ? 'Waiting for the wallet to approve…'
                      : 'No wallet connected'}
                </Text>
                {wallet && (
                  <Text textStyle="sm" color="fg.muted">
                    Address <Code>{wallet.address}</Code> · Network: Polygon
                  </Text>
                )}
              </Stack>
              {wallet && (
                <Button variant="outline" colorPalette="red" onClick={() => setConfirmDisconnect(true)}>
                  Disconnect
                </Button>
              )}
            </Flex>
          </Card.Body>
        </Card.Root>
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, sm: 2, xl: 4 }}
          gap="4"
          aria-label="Wallets"
        >
          {WALLETS.map((item) => (
            <Card.Root as="li" key={item.id}>
              <Card.Body gap="2">
                <Flex justify="space-between" align="center">
                  <Wallet aria-hidden="true" />
                  {connected === item.id && <Badge colorPalette="green">Connected</Badge>}
                </Flex>
                <Text as="h2" fontWeight="semibold">
                  {item.name}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {item.note}
                </Text>
              </Card.Body>
              <Card.Footer>
                <Button
                  w="full"
                  colorPalette="brand"
                  variant={connected === item.id ? 'outline' : 'solid'}
                  loading={connecting === item.id}
                  loadingText="Connecting"
                  disabled={connecting !== null || connected === item.id}
                  onClick={() => setConnecting(item.id)}
                >
                  {connected === item.id
                    ? 'Connected'
                    : connected
                      ? `Switch to ${item.name}`
                      : `Connect ${item.name}`}
                </Button>
              </Card.Footer>
            </Card.Root>
          ))}
        </SimpleGrid>
      </Stack>
      <ConfirmDialog
        open={confirmDisconnect}
        onOpenChange={setConfirmDisconnect}
        title="Disconnect the wallet?"
        description="You will need to connect again before bidding or buying."
        confirmLabel="Disconnect"
        tone="danger"
        onConfirm={() => {
          setConnected(null);
          toaster.create({ type: 'info', title: 'Wallet disconnected' });
        }}
      />
    </>
  );
}
