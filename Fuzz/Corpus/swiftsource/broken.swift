struct S: View { var body: some View { List { Text("a" } } }
