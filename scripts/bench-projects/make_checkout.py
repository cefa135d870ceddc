#!/usr/bin/env python3
"""Writes a checkout for the project-model benchmark (run.sh): App.xcodeproj with a project.pbxproj
of about 1 MB (one group per 60 files, thousands of source file references, as a large app's
project holds), and COUNT xibs under App/Screens/, each a copy of the ContactCell.xib test fixture,
referenced by the project's groups. Everything is generated here.

    make_checkout.py OUT COUNT
"""
import os, shutil, sys

out, count = sys.argv[1], int(sys.argv[2])
root = os.path.dirname(os.path.abspath(__file__)) + "/../.."
xib = root + "/Tests/HIGInputTests/Fixtures/Storyboards/Legacy/ContactCell.xib"
os.makedirs(out + "/App/Screens", exist_ok=True)
os.makedirs(out + "/App.xcodeproj", exist_ok=True)
for k in range(count):
    shutil.copy(xib, f"{out}/App/Screens/Screen{k:03}.xib")

ids = iter(range(1, 10**7))
def new_id():
    return f"{next(ids):024X}"

objects, groups = [], []
xib_refs = []
for k in range(count):
    ident = new_id()
    xib_refs.append(ident)
    objects.append(f'\t\t{ident} /* Screen{k:03}.xib */ = {{isa = PBXFileReference; lastKnownFileType = file.xib; path = Screen{k:03}.xib; sourceTree = "<group>"; }};')
screens = new_id()
objects.append(f'\t\t{screens} /* Screens */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n' + "".join(f"\t\t\t\t{r},\n" for r in xib_refs) + '\t\t\t);\n\t\t\tpath = Screens;\n\t\t\tsourceTree = "<group>";\n\t\t};')
groups.append(screens)
size = 0
group = 0
while size < 1_000_000:
    refs = []
    for k in range(60):
        ident = new_id()
        refs.append(ident)
        line = f'\t\t{ident} /* Source{group}_{k}.swift */ = {{isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Source{group}_{k}.swift; sourceTree = "<group>"; }};'
        build = f'\t\t{new_id()} /* Source{group}_{k}.swift in Sources */ = {{isa = PBXBuildFile; fileRef = {ident} /* Source{group}_{k}.swift */; }};'
        objects += [line, build]
        size += len(line) + len(build)
    ident = new_id()
    objects.append(f'\t\t{ident} /* Group{group} */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n' + "".join(f"\t\t\t\t{r},\n" for r in refs) + f'\t\t\t);\n\t\t\tpath = Group{group};\n\t\t\tsourceTree = "<group>";\n\t\t}};')
    groups.append(ident)
    group += 1
app, main, project = new_id(), new_id(), new_id()
objects.append(f'\t\t{app} /* App */ = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n' + "".join(f"\t\t\t\t{g},\n" for g in groups) + '\t\t\t);\n\t\t\tpath = App;\n\t\t\tsourceTree = "<group>";\n\t\t};')
objects.append(f'\t\t{main} = {{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t{app},\n\t\t\t);\n\t\t\tsourceTree = "<group>";\n\t\t}};')
objects.append(f'\t\t{project} /* Project object */ = {{\n\t\t\tisa = PBXProject;\n\t\t\tdevelopmentRegion = en;\n\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tde,\n\t\t\t);\n\t\t\tmainGroup = {main};\n\t\t\tprojectDirPath = "";\n\t\t\tprojectRoot = "";\n\t\t}};')
text = "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n" + "\n".join(objects) + f"\n\t}};\n\trootObject = {project} /* Project object */;\n}}\n"
with open(out + "/App.xcodeproj/project.pbxproj", "w") as f:
    f.write(text)
print(f"{out}: {count} xibs, project.pbxproj {len(text)} bytes", file=sys.stderr)
