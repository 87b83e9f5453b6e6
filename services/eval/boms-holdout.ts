/**
 * Held-out BOMs, written after the classifier was tuned on the main set and never used to tune it: they
 * estimate how the vocabulary generalises. Same format (pipe-separated, last column = label).
 */
export const HOLDOUT_BOMS: { name: string; kind: 'mechanical' | 'electronic' | 'mixed'; table: string }[] = [
  {
    name: 'Lab centrifuge (held out)',
    kind: 'mixed',
    table: `Part No.|Description|Qty|Material|Vendor|label
LC-001|Rotor hub, turned and balanced|1|7075-T6|make|custom:cnc-machining
LC-002|Lid, vacuum formed|1|HIPS 3mm|make|custom:thermoforming
LC-003|Chamber liner, deep drawn|1|304 SS 0.8mm|make|custom:metal-stamping
LC-004|Base casting|1|A356 aluminum, sand cast|foundry|custom:sand-casting
LC-005|Chassis, 16 ga, spot welded|1|CRS|make|custom:sheet-metal-fabrication
LC-006|BLDC motor 24V 100W|1||Nidec|standard
LC-007|Motor driver board|1||Pololu|standard
LC-008|Lid lock solenoid 12V|1||Guardian|standard
LC-009|Control PCBA|1||make|custom:pcb-assembly
LC-010|Keypad overlay, printed polyester|1||make|unknown
LC-011|Rubber feet 20mm|4||McMaster-Carr|standard
LC-012|M4x8 button head screw|12|A2|Bossard|standard
LC-013|Vibration mount M6|4||Lord|standard
LC-014|Imbalance sensor (accelerometer)|1||Analog Devices|standard
LC-015|Power entry module with fuse|1||Schurter|standard
LC-016|Internal wiring harness|1||make|custom:cable-and-wire-harness-assembly
LC-017|Window, polycarbonate, laser cut|1|PC 2mm|make|custom:laser-cutting
LC-018|Rotor tube adapter, SLA printed|6|Tough resin|make|custom:3d-printing`,
  },
  {
    name: 'Office chair (held out)',
    kind: 'mechanical',
    table: `Item|Component|Qty|Material|Process|label
1|Seat pan|1|PP 30% glass filled|Injection molding|custom:injection-molding
2|Backrest frame|1|Nylon 6 GF|Injection molding|custom:injection-molding
3|Five-star base, die cast|1|Aluminum ADC12|Die casting|custom:die-casting
4|Gas lift cylinder class 4|1||Buy|standard
5|Twin wheel caster 60mm|5||Buy|standard
6|Seat plate mechanism weldment|1|Steel|Welding|custom:welding-fabrication
7|Armrest support tube, bent|2|Steel tube 25x2|Tube bending|custom:tube-bending
8|Foam cushion, molded PU|1|PU foam|Molding|unknown
9|Mesh fabric|1||Buy|standard
10|M8x20 hex socket bolt|8||Buy|standard
11|Tilt tension spring|1||Buy|standard
12|Assembly instructions|1||Buy|standard`,
  },
  {
    name: 'LED driver board (held out, Altium)',
    kind: 'electronic',
    table: `Designator|Comment|Quantity|Manufacturer|Manufacturer Part Number|label
U1|LM3409 buck LED driver|1|Texas Instruments|LM3409MY/NOPB|standard
Q1|P-MOSFET 60V|1|Vishay|SI7461DP-T1-GE3|standard
D1|Schottky 60V 3A|1|Diodes Inc|B360A-13-F|standard
L1|33uH 3A|1|Bourns|SRR1260-330M|standard
C1, C2|4.7uF 100V|2|TDK|C5750X7S2A475M230KB|standard
R1|0.2R 1%|1|Stackpole|CSR1206FTR200|standard
R2-R5|10k|4|Yageo|RC0603FR-0710KL|standard
J1|Terminal block 2P 5mm|1|Phoenix Contact|1935161|standard
NTC1|10k NTC|1|Murata|NCP18XH103F03RB|standard
PCB1|LED driver bare board, 2 layer, 2 oz|1|||custom:pcb-fabrication
HS1|Heat spreader, machined copper|1|||custom:cnc-machining`,
  },
];
