/**
 * A small Chinese–English lexicon of the component and process words of EMS BOMs, so that a row described
 * only in Chinese can be classified. The line keeps its original text; only the classifier reads the gloss.
 */
const TERMS: [string, string][] = [
  // Longest first where one term contains another (步进电机 before 电机).
  ['步进电机', 'stepper motor'],
  ['无刷电机', 'brushless motor'],
  ['电机', 'motor'],
  ['马达', 'motor'],
  ['螺旋桨', 'propeller'],
  ['密封圈', 'seal ring'],
  ['O型圈', 'o-ring'],
  ['连接器', 'connector'],
  ['接插件', 'connector'],
  ['端子', 'terminal'],
  ['排针', 'pin header'],
  ['电阻', 'resistor'],
  ['电容', 'capacitor'],
  ['电感', 'inductor'],
  ['发光二极管', 'led'],
  ['二极管', 'diode'],
  ['三极管', 'transistor'],
  ['晶振', 'crystal'],
  ['芯片', 'ic'],
  ['保险丝', 'fuse'],
  ['开关', 'switch'],
  ['继电器', 'relay'],
  ['传感器', 'sensor'],
  ['线束', 'wire harness'],
  ['电线', 'wire'],
  ['线缆', 'cable'],
  ['螺丝', 'screw'],
  ['螺钉', 'screw'],
  ['螺栓', 'bolt'],
  ['螺母', 'nut'],
  ['垫片', 'washer'],
  ['轴承', 'bearing'],
  ['弹簧', 'spring'],
  ['支架', 'bracket'],
  ['外壳', 'shell'],
  ['壳体', 'housing'],
  ['底座', 'base'],
  ['盖板', 'cover plate'],
  ['钣金', 'sheet metal'],
  ['机加工', 'machining'],
  ['机加', 'machined'],
  ['注塑', 'injection molding'],
  ['压铸', 'die casting'],
  ['冲压', 'stamping'],
  ['3D打印', '3d printed'],
  ['印刷电路板', 'pcb'],
  ['电路板', 'pcb'],
  ['线路板', 'pcb'],
  ['贴片', 'smt'],
  ['运费', 'shipping'],
  ['关税', 'import duty'],
  ['开模费', 'tooling charge'],
  ['工程费', 'nre'],
  ['税', 'tax'],
  ['费用', 'fee'],
  ['激光切割', 'laser cut'],
  ['折弯', 'bent'],
  ['焊接', 'welded'],
  ['阳极氧化', 'anodized'],
  ['定制', 'custom'],
  ['加工件', 'machined part'],
  ['结构件', 'part'],
  ['齿轮', 'gear'],
  ['轴', 'shaft'],
  ['铜柱', 'standoff'],
  ['隔离柱', 'standoff'],
  ['卡扣', 'clip'],
  ['垫圈', 'washer'],
  ['面板', 'panel'],
  ['机架', 'frame'],
  ['机臂', 'arm'],
  ['碳纤维', 'carbon fiber'],
  ['铝合金', 'aluminium'],
  ['不锈钢', 'stainless steel'],
  ['碳板', 'carbon fiber plate'],
  ['碳管', 'carbon fiber tube'],
  ['铝型材', 'aluminium extrusion'],
  ['亚克力板', 'acrylic sheet'],
  ['铝板', 'aluminium sheet'],
  ['舵机', 'servo'],
  ['电调', 'esc'],
  ['飞控', 'flight controller'],
  ['接收机', 'receiver'],
  ['电池', 'battery'],
  ['风扇', 'fan'],
  ['散热片', 'heatsink'],
  ['蜂鸣器', 'buzzer'],
  ['喇叭', 'speaker'],
  ['天线', 'antenna'],
  ['显示屏', 'display'],
  ['摄像头', 'camera'],
  ['模块', 'module'],
  ['单片机', 'microcontroller'],
  ['稳压', 'regulator'],
  ['磁珠', 'ferrite bead'],
  ['排母', 'female header'],
  ['插座', 'socket'],
  ['插头', 'plug'],
  ['导线', 'wire'],
  ['胶水', 'glue'],
  ['胶带', 'tape'],
  ['焊锡', 'solder'],
  ['硅脂', 'thermal paste'],
  ['标签', 'label'],
  ['包装', 'packaging'],
  ['人工', 'labor'],
];

/** Longest first, so that a term containing another (步进电机, 电机) is read whole. */
const BY_LENGTH = [...TERMS].sort((a, b) => b[0].length - a[0].length);

const HAS_CJK = /[\u3400-\u9fff]/;

export interface Gloss {
  /** The text with each known Chinese term replaced by its English word. */
  text: string;
  /** The terms read, as "电机 = motor". */
  read: string[];
}

/** The English reading of the known Chinese terms in `text`; null when it has none. */
export function glossChinese(text: string): Gloss | null {
  if (!HAS_CJK.test(text)) return null;
  let out = text;
  const read: string[] = [];
  for (const [zh, en] of BY_LENGTH) {
    if (!out.includes(zh)) continue;
    out = out.split(zh).join(` ${en} `);
    read.push(`${zh} = ${en}`);
  }
  return read.length ? { text: out.replace(/\s+/g, ' ').trim(), read } : null;
}
