/// <reference lib="webworker" />
// Finds the proof-of-work nonce off the page's thread: SHA-256 over `challenge:nonce` with `bits` leading zero bits.

function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

self.onmessage = async (event: MessageEvent<{ challenge: string; bits: number }>) => {
  const { challenge, bits } = event.data;
  const encoder = new TextEncoder();
  for (let nonce = 0; ; nonce += 1) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${challenge}:${nonce}`)));
    if (leadingZeroBits(digest) >= bits) {
      self.postMessage(`${challenge}:${nonce}`);
      return;
    }
  }
};
