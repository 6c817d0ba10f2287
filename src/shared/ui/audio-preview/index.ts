export { AudioFactsLine, AudioPreview, type AudioPreviewProps } from './audio-preview';
export { audioFactsOf, containerLabel, describeAudio, formatClock, HD_BIT_DEPTH, readAudioFacts, UNKNOWN_AUDIO, type AudioFacts } from './audio-metadata';
export { computePeaks, WAVEFORM_SAMPLE_RATE } from './compute-peaks';
export { playbackCoordinator } from './playback-coordinator';
export { fetchAudioBlob, useAudioPlayer, type PlayerState } from './use-audio-player';
export { foldPeaks, Waveform, WAVEFORM_SIZE } from './waveform';
export { parseWavHeader, WavPeakAccumulator, wavPeaks, type WavFormat } from './wav-peaks';
