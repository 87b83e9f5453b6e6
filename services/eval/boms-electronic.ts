/** Hand-labelled evaluation BOMs (electronic): Altium, KiCad and contract-manufacturer formats. */
export const ELECTRONIC_BOMS: { name: string; kind: 'mechanical' | 'electronic' | 'mixed'; table: string }[] = [
  {
    name: 'IoT environmental sensor (Altium export)',
    kind: 'electronic',
    table: `Designator|Comment|Description|Footprint|Quantity|Manufacturer 1|Manufacturer Part Number 1|label
C1, C2, C5, C8, C11|100nF|Capacitor, ceramic, 50V, X7R|0402|5|Murata|GRM155R71H104KE14D|standard
C3, C4|10uF|CAP CER 10UF 16V X5R 0805|0805|2|Samsung|CL21A106KOQNNNE|standard
C6|4.7uF|Capacitor|0603|1|Taiyo Yuden|EMK107BBJ475KA-T|standard
C7, C9|22pF|CAP CER 22PF 50V C0G|0402|2|Yageo|CC0402JRNPO9BN220|standard
C10|100uF|Electrolytic capacitor 16V|CAP-D6.3|1|Panasonic|EEE-1CA101WR|standard
R1, R2|4.7k|Resistor 1%|0402|2|Yageo|RC0402FR-074K7L|standard
R3|10k|Resistor 1%|0402|1|Yageo|RC0402FR-0710KL|standard
R4, R5, R6|0R|Jumper resistor|0402|3|Vishay|CRCW04020000Z0ED|standard
R7|1M|Resistor|0402|1|Panasonic|ERJ-2RKF1004X|standard
R8|0.1R|Current sense resistor 1W|2512|1|Bourns|CRA2512-FZ-R100ELF|standard
L1|2.2uH|Power inductor 1.5A|1008|1|Murata|LQM2HPN2R2MG0L|standard
FB1|600R@100MHz|Ferrite bead|0603|1|Murata|BLM18PG601SN1D|standard
U1|ESP32-C3-MINI-1|Wi-Fi/BLE module|MODULE|1|Espressif|ESP32-C3-MINI-1-N4|standard
U2|BME280|Humidity pressure temperature sensor|LGA-8|1|Bosch|BME280|standard
U3|TPS62840|Buck converter 750mA|DSBGA-6|1|Texas Instruments|TPS62840YBGR|standard
U4|TPS3839|Voltage supervisor|SOT-23|1|Texas Instruments|TPS3839K33DBZR|standard
U5|SHT40|Humidity sensor|DFN-4|1|Sensirion|SHT40-AD1B-R2|standard
D1|LED green|LED|0603|1|Lite-On|LTST-C191KGKT|standard
D2|ESD|TVS diode array|SOT-23-6|1|Littelfuse|SP0503BAHTG|standard
D3|BAT54|Schottky diode|SOD-323|1|Nexperia|BAT54J,115|standard
Q1|BSS138|N-channel MOSFET|SOT-23|1|onsemi|BSS138|standard
J1|USB-C|USB Type-C receptacle 16 pin|USB-C-SMD|1|GCT|USB4105-GF-A|standard
J2|Battery|JST PH 2-pin connector|JST-PH-2|1|JST|S2B-PH-SM4-TB(LF)(SN)|standard
J3|TC2030|Tag-Connect footprint|TC2030|1|||unknown
SW1|Reset|Tactile switch|SMD 3x4|1|C&K|PTS810SJM250SMTRLFS|standard
SW2|Boot|Tactile switch|SMD 3x4|1|C&K|PTS810SJM250SMTRLFS|standard
Y1|32.768kHz|Crystal 12.5pF|2012|1|Abracon|ABS07-32.768KHZ-T|standard
BT1|CR2032 holder|Coin cell holder|BAT-CR2032|1|Keystone|3034|standard
ANT1|Chip antenna|2.4 GHz chip antenna|1608|1|Johanson|2450AT18A100E|standard
TP1, TP2, TP3|Test point|Test point|TP-1.0|3|Keystone|5015|standard
PCB1|ENV-SENSE rev 3|Printed circuit board, 4 layer, 1.0 mm, ENIG|PCB|1|PCBWay||custom:pcb-fabrication
MH1, MH2|Mounting hole|Mounting hole M2.5|MH-2.5|2|||unknown
PCBA1|ENV-SENSE assembled|PCB assembly, double sided SMT||1|||custom:pcb-assembly
ENC1|Housing|Enclosure top, injection molded ASA, UV stable||1|||custom:injection-molding
ENC2|Housing|Enclosure bottom, injection molded ASA||1|||custom:injection-molding
LBL1|Label|Serial number label, polyester||1|Brady||standard
SCR1|Screw|Plastite screw #4 x 3/8||4|||standard
LP1|Light pipe|Light pipe, clear PC, injection molded||1|||custom:injection-molding`,
  },
  {
    name: '48V motor driver board (KiCad export)',
    kind: 'electronic',
    table: `Reference|Value|Footprint|Qty|MPN|Manufacturer|label
C101 C102 C103 C104|1uF 100V|C_1206|4|GRM31CR72A105KA01L|Murata|standard
C105-C112|100nF|C_0603|8|CC0603KRX7R9BB104|Yageo|standard
C113|470uF 63V|CP_Radial_D12.5mm|1|EEU-FC1J471|Panasonic|standard
C114 C115|10nF|C_0603|2|CL10B103KB8NNNC|Samsung|standard
R101-R106|10k|R_0603|6|RC0603FR-0710KL|Yageo|standard
R107 R108 R109|2m|R_2512|3|WSL2512R0020FEA|Vishay|standard
R110|100k|R_0603|1|RC0603FR-07100KL|Yageo|standard
R111 R112|22R|R_0603|2|RC0603FR-0722RL|Yageo|standard
U101|DRV8353RS|Gate driver QFN-48|1|DRV8353RSRGZR|Texas Instruments|standard
U102|STM32G431CBU6|MCU UFQFPN-48|1|STM32G431CBU6|STMicroelectronics|standard
U103|LMR36015|Buck regulator|1|LMR36015FSCDDAR|Texas Instruments|standard
U104|INA240A2|Current sense amplifier|1|INA240A2PWR|Texas Instruments|standard
U105|AS5047P|Magnetic encoder IC|1|AS5047P-ATST|ams OSRAM|standard
U106|TCAN1042|CAN transceiver|1|TCAN1042HGVDRQ1|Texas Instruments|standard
Q101-Q106|BSC010N04LS|MOSFET N-ch 40V|6|BSC010N04LSATMA1|Infineon|standard
D101|SMBJ58A|TVS diode|1|SMBJ58A|Littelfuse|standard
D102 D103|RED|LED_0603|2|150060RS75000|Wurth Elektronik|standard
F101|30A|Fuse holder ATO|1|3557-2|Keystone|standard
J101|XT60|Power connector|1|XT60PW-M|Amass|standard
J102|Phase out|Terminal block 3 pos 7.62mm|1|1714984|Phoenix Contact|standard
J103|CAN|Molex Micro-Fit 4 pin|1|43650-0400|Molex|standard
J104|SWD|Header 2x5 1.27mm|1|FTSH-105-01-L-DV-K|Samtec|standard
L101|10uH|Inductor 3A|1|XAL5050-103MEC|Coilcraft|standard
Y101|8MHz|Crystal|1|ABM8-8.000MHZ-B2-T|Abracon|standard
HS101|Heatsink|Aluminum heatsink, 40x40x10 custom milled pockets|1|||custom:cnc-machining
TH101|Thermal pad|Thermal interface pad 1 mm|1|TG-A1780-40-40-1.0|t-Global|standard
PCB|MDRV-48 v2|6-layer 2oz copper PCB, 1.6 mm FR4, ENIG|1||JLCPCB|custom:pcb-fabrication
STENCIL|MDRV-48 v2|SMT stencil, framed|1|||custom:laser-cutting
ASSY|MDRV-48 v2|Turnkey PCB assembly incl. conformal coating|1|||custom:pcb-assembly
DNP1|DNP|Not fitted|1|||unknown`,
  },
];
