import { FEATURED_CAPABILITY_SLUGS } from '@forge/contract';
import { slugify } from './slug.js';

/** The 19 categories of product-spec §3, in the spec's order. */
export const CATEGORY_NAMES = [
  'Additive Manufacturing (3D Printing)',
  'Precision Machining (Subtractive Manufacturing)',
  'Casting and Molding Processes',
  'Forming and Shaping',
  'Welding and Joining Techniques',
  'Surface Treatment and Finishing',
  'Microfabrication and Nanofabrication',
  'Composite and Advanced Material Fabrication',
  'Robotics and Automated Manufacturing Systems',
  'Digital and Smart Manufacturing',
  'Precision Metrology and Quality Control',
  'Space Manufacturing',
  'Advanced/Green Manufacturing Processes',
  'Quality and Process Enhancement Tools',
  'Specialized and Emerging Manufacturing Categories',
  'Electronics Manufacturing',
  'Assembly Services',
  'Rapid Prototyping',
  'Tooling',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

/** Featured capability slugs of product-spec §3 (the contract's list, shared with the front end). */
export const FEATURED_SLUGS = FEATURED_CAPABILITY_SLUGS;

export interface Process {
  name: string;
  slug: string;
  category: CategoryName;
  categorySlug: string;
  subcategory?: string;
  description: string;
  whenToUse: string;
  featured: boolean;
}

/** [name, subcategory ('' = none), what it is, when a buyer should use it] */
type Row = [string, string, string, string];

const ROWS: Record<CategoryName, Row[]> = {
  'Additive Manufacturing (3D Printing)': [
    ['3D Printing', '', 'Builds parts layer by layer straight from a CAD model, in plastics or metals, with no tooling. Covers the common additive technologies (FDM, SLA, SLS, MJF and metal powder bed).', 'Prototypes, one-offs and low volumes, complex internal geometry, or when you need parts in days without paying for a mold or die.'],
    ['Fused Deposition Modeling (FDM)', 'Polymer extrusion', 'Extrudes a thermoplastic filament (PLA, ABS, PETG, nylon, PC, ULTEM) through a heated nozzle, layer by layer. Layer lines are visible and parts are weaker across layers.', 'Cheap concept models, fixtures and jigs, and large functional parts where surface finish matters less than cost and speed.'],
    ['Stereolithography (SLA)', 'Vat photopolymerization', 'Cures liquid photopolymer resin with a UV laser or projector. Gives fine features (around 0.05 mm layers) and smooth surfaces.', 'Appearance models, master patterns for urethane casting, microfluidics and small detailed parts; resins can be brittle and UV-sensitive.'],
    ['Selective Laser Sintering (SLS)', 'Powder bed fusion', 'A laser fuses nylon (PA12, PA11, glass-filled) powder; the unfused powder supports the part, so no support structures are needed.', 'Durable functional nylon parts, snap fits and living hinges, and nesting many small parts in one build for low-volume production.'],
    ['Direct Metal Laser Sintering (DMLS)', 'Powder bed fusion', 'Melts fine metal powder (stainless, aluminum AlSi10Mg, titanium Ti-6Al-4V, Inconel) with a laser to make dense metal parts. Needs supports, stress relief and usually machining of critical faces.', 'Complex metal parts such as conformal cooling channels, lattices and consolidated assemblies in aerospace, medical and tooling.'],
    ['Multi Jet Fusion (MJF)', 'Powder bed fusion', 'HP process that jets fusing and detailing agents onto nylon powder and fuses each layer with infrared heat. Isotropic, consistent parts at a lower unit cost than SLS.', 'Production runs of hundreds to thousands of nylon parts, housings, brackets and enclosures.'],
    ['Binder Jetting', 'Powder bed', 'Jets a liquid binder into metal or sand powder; metal parts are then sintered (shrinking about 20%), sand parts become casting molds and cores.', 'Medium-volume small metal parts at lower cost than laser melting, and printed sand molds for castings without patterns.'],
    ['Directed Energy Deposition (DED)', 'Metal deposition', 'Feeds metal powder or wire into a melt pool made by a laser, electron beam or arc (WAAM). Builds large near-net shapes or adds material to existing parts.', 'Large metal preforms, repair of worn turbine blades, molds and shafts, and adding features to existing components.'],
  ],
  'Precision Machining (Subtractive Manufacturing)': [
    ['CNC Machining', '', 'Computer-controlled milling, turning and drilling remove material from metal or plastic stock to tight tolerances (±0.025 mm is routine, tighter on request).', 'Precise functional parts in metal or engineering plastic, from one prototype to thousands of production parts.'],
    ['CNC Milling', 'Milling', 'Rotating cutters on 3-axis machining centers cut pockets, slots, faces and holes in a fixed workpiece.', 'Prismatic parts such as housings, plates, brackets and manifolds.'],
    ['CNC Turning', 'Turning', 'The workpiece spins against a cutting tool on a lathe; live tooling adds milled flats and cross holes in the same setup.', 'Round parts: shafts, pins, bushings, fittings and threaded components.'],
    ['Swiss Machining', 'Turning', 'A sliding-headstock lathe supports bar stock next to the tool, so long slender parts stay accurate; it runs unattended from bar feeders.', 'High volumes of small, long, tight-tolerance turned parts such as bone screws, connector pins and valve components.'],
    ['5-Axis Machining', 'Milling', 'Machines tilt and rotate the part or spindle so the tool reaches five sides and complex surfaces in one setup.', 'Impellers, turbine blades, medical implants, aerospace structures and any part that would otherwise need many setups.'],
    ['Electrical Discharge Machining (EDM)', 'Non-traditional machining', 'Sparks between an electrode and the workpiece erode conductive material without cutting force. Sinker EDM burns shaped cavities.', 'Hardened tool steels, sharp internal corners, deep narrow ribs and mold cavities that cutters cannot reach.'],
    ['Wire EDM', 'Non-traditional machining', 'A thin charged brass wire cuts through-profiles in conductive material with accuracy of a few microns and no burrs.', 'Punches and dies, extrusion dies, gears, and intricate profiles in hardened steel, carbide or titanium.'],
    ['Precision Grinding', 'Abrasive machining', 'Abrasive wheels (surface, cylindrical, centerless) finish parts to micron-level size and fine surface finish, including after heat treatment.', 'Bearing fits, hardened shafts, gauge blocks, and flat or round surfaces needing tolerances tighter than milling or turning.'],
    ['Gear Cutting', 'Gear manufacturing', 'Hobbing, shaping, broaching and gear grinding produce spur, helical, worm and internal gears and splines to AGMA quality classes.', 'Power transmission parts, gearboxes and splined shafts.'],
    ['Laser Cutting', 'Thermal cutting', 'A focused fiber or CO2 laser cuts sheet and plate from CAD files with a narrow kerf and clean edges; steel to about 25 mm, aluminum and stainless thinner.', 'Flat blanks, brackets, panels and enclosures, from prototypes to production, often before bending and welding.'],
    ['Waterjet Cutting', 'Abrasive cutting', 'A high-pressure water stream with garnet abrasive cuts almost any material (metal, stone, glass, composites, rubber) with no heat-affected zone.', 'Thick plate, heat-sensitive alloys, composites and materials a laser cannot cut.'],
    ['Plasma Cutting', 'Thermal cutting', 'An electric arc through ionized gas cuts conductive metals fast; edges are rougher and bevelled compared with laser.', 'Thick carbon steel plate and structural parts where speed and cost beat edge quality.'],
  ],
  'Casting and Molding Processes': [
    ['Injection Molding', 'Plastic molding', 'Molten thermoplastic is injected into a steel or aluminum mold under high pressure; cycle times of seconds make unit costs very low once the mold exists.', 'Thousands to millions of identical plastic parts; mold cost (a few thousand to six figures) pays back with volume.'],
    ['Die Casting', 'Metal casting', 'Molten aluminum, zinc or magnesium is forced into a hardened steel die under high pressure, giving thin walls, good finish and fast cycles.', 'High-volume metal housings, brackets and enclosures where tooling cost is justified.'],
    ['Investment Casting', 'Metal casting', 'A wax pattern is coated in ceramic, melted out, and the shell filled with metal (lost-wax). Near-net shapes in steels, stainless and superalloys.', 'Complex metal parts with fine detail and good finish, in volumes from tens to tens of thousands, especially in alloys that are hard to machine.'],
    ['Sand Casting', 'Metal casting', 'Metal is poured into a mold of bonded sand formed around a pattern. Works for iron, steel, aluminum and bronze, from grams to tons.', 'Large or heavy parts, low volumes and low tooling budgets: pump housings, machine bases, valve bodies.'],
    ['Permanent Mold Casting', 'Metal casting', 'Gravity or low-pressure casting into reusable metal molds, giving better strength and finish than sand casting.', 'Medium volumes of aluminum parts such as wheels, pistons and fittings.'],
    ['Metal Injection Molding (MIM)', 'Powder metallurgy', 'Fine metal powder mixed with binder is injection molded, debound and sintered to about 97-99% density.', 'Large volumes of small, complex steel or stainless parts (under about 100 g) that would be costly to machine.'],
    ['Blow Molding', 'Plastic molding', 'A heated plastic parison or preform is inflated inside a mold to form hollow parts.', 'Bottles, tanks, ducts and other hollow plastic parts in high volume.'],
    ['Rotational Molding', 'Plastic molding', 'Plastic powder tumbles in a heated rotating mold and coats its walls, forming seamless hollow parts with low-cost tooling.', 'Large hollow parts in low to medium volume: tanks, kayaks, bins and housings.'],
    ['Thermoforming', 'Plastic forming', 'A heated plastic sheet is vacuum- or pressure-formed over a mold and trimmed.', 'Trays, clamshells, covers and large panels at modest tooling cost.'],
    ['Urethane Casting', 'Low-volume molding', 'Polyurethane resins are poured into silicone molds made from a master pattern; each mold yields about 20-25 parts.', 'Bridge production and realistic prototypes of 10 to a few hundred parts before investing in injection molds.'],
  ],
  'Forming and Shaping': [
    ['Sheet Metal Fabrication', '', 'Cutting, punching, bending, forming and joining sheet steel, stainless or aluminum into enclosures, brackets and chassis.', 'Enclosures, panels, brackets and frames from one piece to thousands, with fast turnaround and low tooling cost.'],
    ['Metal Stamping', 'Press forming', 'Presses and dies blank, pierce, bend and form sheet metal in one or several strokes.', 'High volumes of identical sheet metal parts where die cost is spread over many pieces.'],
    ['Progressive Die Stamping', 'Press forming', 'A coil feeds through a series of die stations, each doing one operation, producing a finished part on every press stroke.', 'Hundreds of thousands to millions of small formed parts such as clips, terminals and brackets.'],
    ['Deep Drawing', 'Press forming', 'A punch draws sheet metal into a die to make seamless cups and shells deeper than their diameter.', 'Cans, sinks, housings, battery cases and pressure vessel heads.'],
    ['Press Brake Forming', 'Bending', 'A CNC press brake bends sheet and plate along straight lines with standard punches and dies.', 'Brackets, channels and enclosures in low to medium volume with no dedicated tooling.'],
    ['Roll Forming', 'Continuous forming', 'Coil passes through successive roll stands that gradually form a constant cross-section, cut to length in line.', 'Long profiles in high volume: rails, channels, trim and structural studs.'],
    ['Forging', 'Bulk forming', 'Hammers or presses shape heated metal in open or closed dies, aligning grain flow for high strength and fatigue life.', 'Safety-critical parts under load: crankshafts, connecting rods, flanges, hand tools and aerospace fittings.'],
    ['Metal Spinning', 'Rotary forming', 'A sheet metal disc spins on a lathe and is pressed over a mandrel to form axially symmetric shapes.', 'Cones, domes, reflectors and bells in low to medium volume with inexpensive tooling.'],
    ['Tube Bending', 'Bending', 'Rotary-draw, roll or mandrel bending shapes tube and pipe without kinking; CNC benders repeat multi-plane bends.', 'Exhaust, hydraulic and fluid lines, handrails, frames and roll cages.'],
    ['Aluminum Extrusion', 'Extrusion', 'Heated aluminum billet is pushed through a shaped die to produce long constant profiles, then cut and machined.', 'Heat sinks, frames, rails and enclosures; die costs are low, so custom profiles pay off early.'],
  ],
  'Welding and Joining Techniques': [
    ['Welding & Fabrication', '', 'Cutting, fitting and welding steel, stainless and aluminum into assemblies, frames and structures, usually with MIG, TIG or stick processes to AWS codes.', 'Frames, weldments, skids, structural steel and custom fabricated assemblies from one-offs to production.'],
    ['MIG Welding', 'Arc welding', 'Gas metal arc welding feeds a wire electrode continuously under shielding gas; fast and easy to automate.', 'Production welding of steel and aluminum structures and assemblies.'],
    ['TIG Welding', 'Arc welding', 'Gas tungsten arc welding with a non-consumable electrode gives precise, clean welds on thin metals.', 'Stainless, aluminum, titanium, thin walls and visible or sanitary welds.'],
    ['Robotic Welding', 'Automated welding', 'Robot cells with fixtures weld repeatable seams at high speed and consistent quality.', 'Medium to high volume weldments where consistency and cost per part matter.'],
    ['Resistance Spot Welding', 'Resistance welding', 'Current through clamped electrodes fuses overlapping sheets at discrete spots in a fraction of a second.', 'Joining sheet metal assemblies such as car bodies, appliances and enclosures.'],
    ['Laser Welding', 'Beam welding', 'A focused laser makes narrow, deep welds with little heat input and distortion.', 'Medical devices, battery tabs, sensors and precision assemblies needing small, clean welds.'],
    ['Brazing', 'Brazing and soldering', 'A filler metal melting above 450 °C flows by capillary action into a close-fitting joint without melting the base metals; done by torch, induction, furnace or vacuum.', 'Joining dissimilar metals, heat exchangers, carbide tips and leak-tight assemblies.'],
    ['Ultrasonic Welding', 'Solid-state joining', 'High-frequency vibration melts plastic at the joint interface in under a second, or bonds thin metal foils and wires.', 'Sealing plastic housings, filters and medical disposables, and battery and wire-harness metal bonding.'],
  ],
  'Surface Treatment and Finishing': [
    ['Anodizing', 'Conversion coating', 'Electrochemically grows a hard oxide layer on aluminum (Type II decorative, Type III hard coat) that can be dyed.', 'Corrosion and wear resistance and color on aluminum parts.'],
    ['Powder Coating', 'Organic coating', 'Electrostatically applied powder is oven-cured into a tough, even finish, thicker than liquid paint.', 'Durable colored finishes on steel and aluminum enclosures, frames and outdoor equipment.'],
    ['Electroplating', 'Plating', 'Electric current deposits a metal layer (zinc, nickel, chrome, copper, tin, gold, silver) on a conductive part.', 'Corrosion protection, wear resistance, solderability, conductivity or decorative finishes.'],
    ['Electroless Nickel Plating', 'Plating', 'Autocatalytic nickel-phosphorus deposit of uniform thickness, even in bores and recesses.', 'Uniform corrosion- and wear-resistant coating on complex shapes and tight-tolerance parts.'],
    ['Passivation', 'Chemical treatment', 'Nitric or citric acid removes free iron from stainless steel and restores its passive layer (ASTM A967, AMS 2700).', 'Stainless parts for medical, food and aerospace use after machining or welding.'],
    ['Heat Treating', 'Thermal processing', 'Controlled heating and cooling (hardening, tempering, annealing, carburizing, nitriding, stress relief) changes a metal\'s hardness and strength.', 'Reaching specified hardness and mechanical properties, or relieving stress after welding or machining.'],
    ['Bead Blasting', 'Mechanical finishing', 'Glass bead, aluminum oxide or other media blasted at the surface cleans it and gives an even matte texture.', 'Uniform cosmetic finish before anodizing or coating, and removal of scale or tool marks.'],
    ['Black Oxide', 'Conversion coating', 'A chemical conversion coating that blackens steel with almost no dimensional change; usually oiled for corrosion resistance.', 'Mild corrosion protection and glare reduction on tools, fasteners and firearm parts.'],
    ['Electropolishing', 'Electrochemical finishing', 'Removes a thin surface layer electrochemically, leaving a bright, smooth, clean stainless surface.', 'Medical, pharmaceutical and food equipment needing cleanable, burr-free surfaces.'],
  ],
  'Microfabrication and Nanofabrication': [
    ['Photolithography', 'Patterning', 'Light exposes a photoresist through a mask to pattern features down to micron and sub-micron scale on wafers and substrates.', 'Patterning semiconductor, MEMS, microfluidic and thin-film devices.'],
    ['MEMS Fabrication', 'Microsystems', 'Micro-electro-mechanical systems built on silicon with deposition, lithography and etching: sensors, actuators and microstructures.', 'Pressure sensors, accelerometers, microphones and micro-actuators.'],
    ['Thin Film Deposition', 'Deposition', 'PVD (sputtering, evaporation), CVD and ALD deposit nanometer- to micron-thick films of metals, oxides and nitrides.', 'Optical coatings, conductive layers, barrier films and hard coatings on tools.'],
    ['Micro Machining', 'Micro-scale machining', 'High-speed spindles and tools down to tens of microns cut tiny features in metals and polymers.', 'Medical micro-components, microfluidic molds, watch and connector parts.'],
    ['Laser Micromachining', 'Laser processing', 'Ultrafast or UV lasers drill, cut and ablate micro-features with minimal heat damage.', 'Micro-holes, stents, flex circuits, thin films and glass or ceramic features.'],
  ],
  'Composite and Advanced Material Fabrication': [
    ['Carbon Fiber Composites', 'Layup', 'Carbon fiber prepreg or dry fabric is laid up in molds and cured, often in an autoclave, for very high stiffness-to-weight.', 'Lightweight structures in aerospace, motorsport, drones, sporting goods and robotics.'],
    ['Fiberglass Fabrication', 'Layup', 'Glass fiber with polyester, vinyl ester or epoxy resin, laid up by hand, spray-up or infusion.', 'Boat hulls, tanks, covers, ducting and corrosion-resistant structures at modest cost.'],
    ['Resin Transfer Molding (RTM)', 'Closed molding', 'Resin is injected into dry fiber preforms in a closed matched mold, giving two finished surfaces.', 'Medium-volume composite parts with good finish on both sides and consistent fiber content.'],
    ['Filament Winding', 'Winding', 'Resin-wet continuous fibers are wound over a rotating mandrel in set patterns.', 'Pressure vessels, pipes, tubes, drive shafts and rocket motor cases.'],
    ['Pultrusion', 'Continuous forming', 'Fibers pulled through a resin bath and a heated die cure into constant composite profiles.', 'FRP gratings, rods, beams, ladder rails and electrical insulating profiles.'],
  ],
  'Robotics and Automated Manufacturing Systems': [
    ['Robotic Automation Integration', 'System integration', 'Design, build and programming of robot cells (welding, handling, palletizing, dispensing) including guarding and controls.', 'Automating repetitive production steps to raise throughput, consistency and safety.'],
    ['Custom Automation Equipment', 'Special machines', 'Purpose-built machines for assembly, testing, dispensing or inspection, with PLC controls and vision.', 'A process volume or precision that manual work or standard machines cannot meet.'],
    ['Machine Tending Automation', 'Cells', 'Robots or cobots load and unload CNC machines, presses or molding machines, enabling lights-out runs.', 'Raising spindle utilization and running unattended shifts on existing equipment.'],
    ['PLC and Controls Engineering', 'Controls', 'Control panel design and build, PLC/HMI programming and machine integration (UL 508A panels).', 'New lines, retrofits and upgrades of machine controls.'],
  ],
  'Digital and Smart Manufacturing': [
    ['CAD/CAM Programming', 'Engineering services', '3D modeling, drawings and CNC toolpath programming, including reverse engineering from samples.', 'Turning ideas, sketches or legacy parts into manufacturable models and machine programs.'],
    ['Design for Manufacturability (DFM)', 'Engineering services', 'Reviewing a design against process limits to cut cost, lead time and defects before tooling.', 'Before releasing a design for quotes or tooling, especially a first production run.'],
    ['Industrial IoT Integration', 'Connected factory', 'Connecting machines and sensors to collect production data (OEE, downtime, condition monitoring).', 'Gaining visibility of machine utilization and quality in real time.'],
    ['Digital Twin Simulation', 'Simulation', 'Virtual models of products, processes or lines (FEA, mold-flow, discrete-event simulation) to predict behavior before building.', 'Validating designs, molds or line layouts before spending on hardware.'],
  ],
  'Precision Metrology and Quality Control': [
    ['CMM Inspection', 'Dimensional inspection', 'Coordinate measuring machines probe parts against CAD or drawings with micron-level accuracy and GD&T reporting.', 'Verifying tight-tolerance features, first articles and production samples.'],
    ['First Article Inspection (FAI)', 'Dimensional inspection', 'Full measurement and documentation of the first production part against every drawing requirement (AS9102 format in aerospace).', 'Releasing a new part, revision or supplier into production.'],
    ['3D Scanning', 'Optical metrology', 'Structured-light or laser scanners capture full surfaces as point clouds for comparison with CAD or reverse engineering.', 'Inspecting freeform surfaces, castings and molded parts, and digitizing parts without drawings.'],
    ['Non-Destructive Testing (NDT)', 'Testing', 'Ultrasonic, magnetic particle, dye penetrant, eddy current and radiographic tests find flaws without damaging the part.', 'Welds, castings, forgings and safety-critical aerospace or pressure parts.'],
    ['Industrial CT Scanning', 'Testing', 'X-ray computed tomography images internal geometry, porosity and assemblies in 3D.', 'Checking internal features of castings, additive parts and sealed assemblies.'],
    ['Material Testing', 'Laboratory testing', 'Tensile, hardness, impact, chemical composition and metallography testing in an accredited lab.', 'Certifying material properties, qualifying processes and failure analysis.'],
  ],
  'Space Manufacturing': [
    ['Spacecraft Component Manufacturing', 'Flight hardware', 'Machining, fabrication and assembly of flight structures and mechanisms with full traceability, cleanliness and AS9100 controls.', 'Satellite and launch vehicle hardware that must meet NASA or customer flight standards.'],
    ['Space-Grade Electronics Assembly', 'Flight electronics', 'Electronics built to NASA-STD-8739 or IPC J-STD-001 Space addendum, with radiation-tolerant parts and strict workmanship.', 'Avionics and payload electronics for orbit or deep space.'],
    ['Thermal Vacuum Testing', 'Environmental testing', 'Cycling hardware through temperature extremes under vacuum to simulate space conditions.', 'Qualifying components and assemblies for flight.'],
    ['Vibration and Shock Testing', 'Environmental testing', 'Shaker tables and shock machines reproduce launch and transport loads (random, sine, pyro shock).', 'Qualification and acceptance tests of aerospace, defense and automotive hardware.'],
  ],
  'Advanced/Green Manufacturing Processes': [
    ['Powder Metallurgy', 'Press and sinter', 'Metal powder is compacted in a die and sintered, with almost no scrap; parts can be oil-impregnated.', 'High volumes of gears, bushings and structural parts at low material waste.'],
    ['Remanufacturing', 'Circular manufacturing', 'Disassembling, restoring and testing used products or cores to as-new specification.', 'Extending the life of engines, pumps, gearboxes and tooling at lower cost and footprint than new.'],
    ['Laser Cladding', 'Surface restoration', 'A laser fuses a metal powder layer onto a worn or new surface for wear or corrosion resistance.', 'Restoring worn shafts and dies, or adding hard wear layers to critical surfaces.'],
    ['Cold Spray', 'Solid-state deposition', 'Metal powder accelerated to supersonic speed bonds to the substrate without melting.', 'Repairing aerospace and defense parts, and corrosion-resistant coatings without heat damage.'],
  ],
  'Quality and Process Enhancement Tools': [
    ['Statistical Process Control (SPC)', 'Quality methods', 'Control charts and capability studies (Cpk) keep a process stable and detect drift before it makes scrap.', 'Production runs where consistency must be shown to the customer.'],
    ['PPAP Documentation', 'Quality methods', 'Production Part Approval Process: the AIAG package (PFMEA, control plan, MSA, capability, dimensional results) approving a supplier\'s process.', 'Launching automotive and other regulated production parts.'],
    ['Lean Manufacturing Consulting', 'Continuous improvement', 'Value-stream mapping, 5S, kanban and setup reduction to cut waste and lead time.', 'Reducing cost and lead time in an existing operation.'],
    ['Six Sigma Process Improvement', 'Continuous improvement', 'DMAIC projects that use data to reduce variation and defects.', 'Chronic quality problems with measurable cost.'],
  ],
  'Specialized and Emerging Manufacturing Categories': [
    ['Technical Ceramics Fabrication', 'Ceramics', 'Forming, sintering and diamond grinding of alumina, zirconia, silicon carbide and silicon nitride parts.', 'Parts needing heat, wear or electrical insulation beyond what metals and plastics offer.'],
    ['Electrochemical Machining (ECM)', 'Non-traditional machining', 'Dissolves metal anodically with a shaped cathode and electrolyte, with no tool wear or stress.', 'Hard alloys, turbine blades, burr-free holes and complex shapes in volume.'],
    ['Glass Fabrication', 'Glass', 'Cutting, grinding, drilling, tempering and bonding of technical and optical glass.', 'Instrument windows, lab glass, displays and optical components.'],
    ['Cryogenic Treatment', 'Thermal processing', 'Slow cooling to about -190 °C and tempering transforms retained austenite and relieves stress in steels.', 'Improving wear life of tools, dies, knives and high-wear components.'],
  ],
  'Electronics Manufacturing': [
    ['PCB Assembly', '', 'Placing and soldering components on printed circuit boards (SMT and through-hole), with inspection and test.', 'Turning bare boards and a BOM into working electronics, from prototypes to volume production.'],
    ['PCB Fabrication', 'Bare boards', 'Manufacturing bare printed circuit boards: rigid, flex and rigid-flex, multilayer, HDI, controlled impedance.', 'Bare boards for your own assembly or a contract manufacturer.'],
    ['Surface Mount Technology (SMT)', 'Board assembly', 'Stencil-printed solder paste, pick-and-place and reflow soldering of surface mount parts, down to 01005 and fine-pitch BGAs.', 'Compact, high-density boards in any volume.'],
    ['Through-Hole Assembly', 'Board assembly', 'Leaded components inserted through plated holes and soldered by wave, selective or hand soldering.', 'Connectors, large or high-power parts and boards needing mechanical strength.'],
    ['Cable and Wire Harness Assembly', 'Interconnect', 'Cutting, stripping, crimping, terminating and bundling wires into harnesses and cable assemblies to IPC/WHMA-A-620.', 'Connecting subsystems in vehicles, machines, appliances and aircraft.'],
    ['Conformal Coating', 'Protection', 'Thin acrylic, silicone, urethane or parylene film protecting assembled boards from moisture and contamination.', 'Electronics in harsh, humid or outdoor environments.'],
    ['Electronic Testing (ICT and Functional)', 'Test', 'In-circuit test, flying probe, boundary scan and functional test fixtures verify assembled boards.', 'Catching assembly defects before shipping; required for volume and high-reliability builds.'],
  ],
  'Assembly Services': [
    ['Mechanical Assembly', 'Contract assembly', 'Assembling machined, molded and purchased parts into subassemblies or finished products to work instructions.', 'Outsourcing assembly labor and documentation for products with many parts.'],
    ['Box Build Assembly', 'Contract assembly', 'Complete system integration: enclosures, PCBAs, harnesses, software load, test and packaging.', 'Delivering finished, tested products ready to ship.'],
    ['Electromechanical Assembly', 'Contract assembly', 'Combining mechanical parts, motors, wiring and electronics into working assemblies.', 'Control units, instruments and equipment modules.'],
    ['Kitting and Packaging', 'Logistics', 'Picking, kitting, labeling and packaging parts for production lines or customers.', 'Simplifying line-side supply and shipping finished kits.'],
  ],
  'Rapid Prototyping': [
    ['Quick-Turn Prototyping', '', 'Fast production of prototype parts by 3D printing, CNC machining, urethane casting or sheet metal, often in 1-5 days.', 'Testing form, fit and function quickly before committing to production tooling.'],
    ['Prototype Machining', 'Machined prototypes', 'Quick-turn CNC machining of one to a few dozen parts in production materials.', 'Functional prototypes that must behave like the final part.'],
    ['Prototype Sheet Metal', 'Sheet metal prototypes', 'Quick-turn laser cutting and bending of sheet metal prototypes without hard tooling.', 'Validating enclosures and brackets before production.'],
    ['Low-Volume Production', 'Bridge production', 'Making tens to a few thousand parts with soft tooling or flexible processes while production tooling is built.', 'Market tests, pilot builds and products that never reach high volume.'],
  ],
  Tooling: [
    ['Injection Mold Making', 'Molds', 'Designing and building steel or aluminum injection molds, including hot runners, slides and family molds.', 'Starting injection molded production or replacing worn molds.'],
    ['Stamping Die Making', 'Dies', 'Designing and building progressive, transfer and line dies for stamping.', 'Starting or moving a stamped part program.'],
    ['Jigs and Fixtures', 'Workholding', 'Custom workholding, welding fixtures, assembly jigs and check gauges.', 'Making machining, welding and assembly repeatable and fast.'],
    ['Rapid Tooling', 'Molds', 'Aluminum or printed molds and soft dies made in days for short runs.', 'Hundreds to low thousands of molded or formed parts before investing in production tooling.'],
    ['Cutting Tool Manufacturing', 'Cutting tools', 'Grinding custom carbide and HSS end mills, drills, form tools and inserts, and regrinding worn tools.', 'Special geometries for a production process, or cutting tool cost reduction.'],
  ],
};

export interface Category {
  name: CategoryName;
  slug: string;
}

export const CATEGORIES: Category[] = CATEGORY_NAMES.map((name) => ({ name, slug: slugify(name) }));

export const PROCESSES: Process[] = CATEGORY_NAMES.flatMap((category) =>
  ROWS[category].map(([name, subcategory, description, whenToUse]) => {
    const slug = slugify(name);
    return {
      name,
      slug,
      category,
      categorySlug: slugify(category),
      ...(subcategory ? { subcategory } : {}),
      description,
      whenToUse,
      featured: (FEATURED_SLUGS as readonly string[]).includes(slug),
    };
  }),
);

export const PROCESS_BY_SLUG = new Map(PROCESSES.map((p) => [p.slug, p]));
export const CATEGORY_BY_SLUG = new Map(CATEGORIES.map((c) => [c.slug, c]));
