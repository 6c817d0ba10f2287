const CONTAINERS = ['WAV', 'FLAC', 'MP3', 'MP4', 'OGG'];

/** "WAV · 24-bit · 48 kHz · HD" (spec 2 §5: container, bit depth, kHz rounded, HD at 24-bit and up). */
export function audioMetadataLine(metadata: { container: string; bitsPerSample: number; sampleRate: number }): string {
  const container = metadata.container.toUpperCase();
  const parts = [CONTAINERS.find((name) => container.includes(name)) ?? 'Audio', `${metadata.bitsPerSample}-bit`, `${Math.round(metadata.sampleRate / 1000)} kHz`];
  if (metadata.bitsPerSample >= 24) parts.push('HD');
  return parts.join(' · ');
}

/** What a stored audio file is, for people ("WAV audio"): its key is an internal name. */
export const storedAudioLabel = (location: string) => {
  const extension = /\.([a-z0-9]+)$/i.exec(location)?.[1];
  return extension ? `${extension.toUpperCase()} audio` : 'Audio';
};
